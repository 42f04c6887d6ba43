import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled more than `threshold` px. Watched by an IntersectionObserver on a 1 px marker at
 * that depth, not by reading scrollY on every scroll: a read forces a layout of the whole page, the longest part
 * of a booking page's start on a slow phone.
 */
export function useScrolled(threshold = 50): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!('IntersectionObserver' in window)) return;
    const marker = document.createElement('div');
    marker.setAttribute('aria-hidden', 'true');
    marker.style.cssText = `position:absolute;top:${threshold}px;left:0;width:1px;height:1px;pointer-events:none;visibility:hidden`;
    document.body.append(marker);
    // The marker leaves the top of the screen once more than `threshold` px are scrolled past.
    const observer = new IntersectionObserver(([entry]) => setScrolled(!entry.isIntersecting && entry.boundingClientRect.top < 0));
    observer.observe(marker);
    return () => {
      observer.disconnect();
      marker.remove();
    };
  }, [threshold]);
  return scrolled;
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToHash } from './scroll-to-hash.ts';

/** Every path change scrolls to the top, or to the section named by the hash. The first page view keeps
 * the browser's own position: the visitor may already have scrolled the page before the app's effects ran. */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  const firstView = useRef(true);
  useEffect(() => {
    const first = firstView.current;
    firstView.current = false;
    if (hash) return scrollToHash(hash);
    if (!first) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash, key]);
  return null;
}

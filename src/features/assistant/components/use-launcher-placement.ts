// Where the launcher sits: scrolling (until 150 ms after the last scroll), within 200 px of the page
// end, and whether another dialog (not our panel) is open.
import { useEffect, useState } from 'react';

const SCROLL_IDLE_MS = 150;
const NEAR_BOTTOM_PX = 200;

export function useLauncherPlacement() {
  const [scrolling, setScrolling] = useState(false);
  const [nearBottom, setNearBottom] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      const doc = document.documentElement;
      setNearBottom(doc.scrollHeight - (window.scrollY + window.innerHeight) <= NEAR_BOTTOM_PX);
    };
    const onScroll = () => {
      setScrolling(true);
      measure();
      clearTimeout(timer);
      timer = setTimeout(() => setScrolling(false), SCROLL_IDLE_MS);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', measure);
    };
  }, []);

  useEffect(() => {
    const check = () =>
      setDialogOpen(!!document.querySelector('[role="dialog"]:not([data-chat-panel]):not([data-chat-owned]), [role="alertdialog"]'));
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });
    return () => observer.disconnect();
  }, []);

  return { scrolling, nearBottom, dialogOpen };
}

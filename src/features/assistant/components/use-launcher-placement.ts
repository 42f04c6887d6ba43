// Where the launcher sits: scrolling (until 150 ms after the last scroll), whether another dialog (not our
// panel) is open, and its offset from the bottom: raised near the page end, and lifted above every element
// marked `data-launcher-avoid` (cookie notice, sticky bars, primary actions), measured whenever the page moves.
// When even the button alone finds no free place, the launcher hides rather than cover the action.
import { useEffect, useState, type RefObject } from 'react';
import { LAUNCHER_AVOID_ATTR } from '@/lib/launcher-avoid.ts';
import { clearBottom, type Box } from './launcher-clearance.ts';

const SCROLL_IDLE_MS = 150;
const NEAR_BOTTOM_PX = 200;
const BASE_BOTTOM = 24;
const NEAR_BOTTOM_BOTTOM = 96;
const NAV_RESERVE = 80;

export interface LauncherSpot {
  bottom: number;
  /** The bubble fits beside the button without covering anything. */
  bubble: boolean;
  /** No free place at all: the launcher stays out of the way. */
  hidden: boolean;
}

function measure(group: HTMLElement, button: HTMLElement, bubbleWanted: boolean): LauncherSpot {
  const vh = window.innerHeight;
  const doc = document.documentElement;
  const preferred = doc.scrollHeight - (window.scrollY + vh) <= NEAR_BOTTOM_PX ? NEAR_BOTTOM_BOTTOM : BASE_BOTTOM;
  const obstacles: Box[] = [...document.querySelectorAll<HTMLElement>(`[${LAUNCHER_AVOID_ATTR}]`)]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);
  const common = { viewportHeight: vh, preferred, obstacles, topReserve: NAV_RESERVE };
  const g = group.getBoundingClientRect();
  const withBubble = bubbleWanted ? clearBottom({ ...common, left: g.left, right: g.right, height: g.height }) : null;
  // The bubble only while the launcher keeps its usual place: a lifted launcher says nothing over the page.
  if (withBubble !== null && withBubble === preferred) return { bottom: withBubble, bubble: true, hidden: false };
  const b = button.getBoundingClientRect();
  const alone = clearBottom({ ...common, left: b.left, right: b.right, height: b.height });
  return alone === null ? { bottom: preferred, bubble: false, hidden: true } : { bottom: alone, bubble: false, hidden: false };
}

export function useLauncherPlacement(group: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>, bubbleWanted: boolean) {
  const [scrolling, setScrolling] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [spot, setSpot] = useState<LauncherSpot>({ bottom: BASE_BOTTOM, bubble: false, hidden: false });

  useEffect(() => {
    let frame = 0;
    // Watches the marked elements' own sizes too: a fixed notice growing as its font arrives moves no other box.
    const sizes = new ResizeObserver(() => place());
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!group.current || !button.current) return;
        document.querySelectorAll(`[${LAUNCHER_AVOID_ATTR}]`).forEach((el) => sizes.observe(el));
        const next = measure(group.current, button.current, bubbleWanted);
        setSpot((prev) => (prev.bottom === next.bottom && prev.bubble === next.bubble && prev.hidden === next.hidden ? prev : next));
      });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setScrolling(true);
      place();
      clearTimeout(timer);
      timer = setTimeout(() => setScrolling(false), SCROLL_IDLE_MS);
    };
    place();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', place);
    // Marked elements come and go (the notice, a step's bar) and change size (a summary opening).
    const mutations = new MutationObserver(place);
    mutations.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'hidden', LAUNCHER_AVOID_ATTR] });
    sizes.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      mutations.disconnect();
      sizes.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', place);
    };
  }, [group, button, bubbleWanted]);

  useEffect(() => {
    const check = () =>
      setDialogOpen(!!document.querySelector('[role="dialog"]:not([data-chat-panel]):not([data-chat-owned]), [role="alertdialog"]'));
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });
    return () => observer.disconnect();
  }, []);

  return { scrolling, dialogOpen, ...spot };
}

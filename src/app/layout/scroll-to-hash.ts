/**
 * Scrolls to the element of a `#hash`, waiting up to `timeoutMs` for it to appear: after a navigation the
 * target section is rendered only once the page chunk and its translations arrive.
 */
export function scrollToHash(hash: string, behavior: ScrollBehavior = 'smooth', timeoutMs = 4000): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  let frame = 0;
  const start = performance.now();
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const tick = () => {
    const el = id ? document.getElementById(id) : null;
    if (el) {
      // Sections the browser has not laid out yet (content-visibility: auto) are drawn first, so the jump is
      // measured on their real heights, not on their placeholders.
      document.documentElement.dataset.jump = '';
      el.scrollIntoView({ behavior: reduce ? 'auto' : behavior, block: 'start' });
      return;
    }
    if (performance.now() - start < timeoutMs) frame = requestAnimationFrame(tick);
    else console.warn('Section not found', id);
  };
  tick();
  return () => cancelAnimationFrame(frame);
}

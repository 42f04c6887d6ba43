// Work that is not the answer to a tap (a request, a big render) waits until the tap's own frame is painted, so
// a slow phone shows the press first. A hidden tab paints no frame: the wait is bounded.
const LONGEST_WAIT_MS = 100;

export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const bound = setTimeout(resolve, LONGEST_WAIT_MS);
    requestAnimationFrame(() => setTimeout(() => {
      clearTimeout(bound);
      resolve();
    }, 0));
  });
}

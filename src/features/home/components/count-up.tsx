import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion.ts';
import { groupThousands } from '@/lib/money.ts';

const DURATION_MS = 1400;
// Whole numbers grouped as in Italian, without an Intl object (see lib/money.ts).
const format = (n: number) => groupThousands(String(n));

/** Counts from 0 to `value` once visible; shows the final number at once for reduced motion. */
export function CountUp({ value }: { value: number }) {
  const reduced = usePrefersReducedMotion();
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(reduced ? value : 0);

  useEffect(() => {
    if (reduced || !ref.current || !('IntersectionObserver' in window)) return setShown(value);
    let frame = 0;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const p = Math.min(1, (now - start) / DURATION_MS);
        setShown(Math.round(value * (1 - (1 - p) ** 3)));
        if (p < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(ref.current);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, reduced]);

  return (
    <span ref={ref} aria-label={format(value)}>
      {format(shown)}
    </span>
  );
}

// Renders its children once the placeholder comes within `margin` of the viewport: code and work the first
// screen does not show (the home carousel's engine, the contact form's zod and react-hook-form) wait until the
// visitor scrolls (or tabs) near. The placeholder should have the final size.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function WhenNear({ placeholder, children, margin = '600px' }: { placeholder: ReactNode; children: ReactNode; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={ref}>{placeholder}</div>;
}

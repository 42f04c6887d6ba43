// Toasts through sonner: call `toast.success(...)` / `toast.error(...)` anywhere, with translated texts.
// sonner loads with the first toast or when the browser is idle, never with the first render; its Toaster
// replays toasts created before it subscribed, so none is lost.
import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react';

type Sonner = typeof import('sonner');
type ToastArgs = Parameters<Sonner['toast']['success']>;

const loadSonner = () => import('sonner');
let wantToaster: (() => void) | null = null;
let toasterWanted = false;

function show(kind: 'success' | 'error', args: ToastArgs): void {
  toasterWanted = true;
  wantToaster?.();
  void loadSonner().then((m) => m.toast[kind](...args));
}

export const toast = {
  success: (...args: ToastArgs): void => show('success', args),
  error: (...args: ToastArgs): void => show('error', args),
};

const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

// sonner's rich colours miss 4.5:1 on their tinted backgrounds (error text 4.34:1, axe color-contrast).
const CONTRAST = {
  '--error-text': 'hsl(360, 100%, 36%)',
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 35%)',
  '--warning-text': 'hsl(31, 92%, 28%)',
} as CSSProperties;

export function Toaster() {
  const [mounted, setMounted] = useState(toasterWanted);
  useEffect(() => {
    if (mounted) return;
    wantToaster = () => setMounted(true);
    const idle = window.requestIdleCallback?.bind(window) ?? ((cb: () => void) => window.setTimeout(cb, 2000));
    const cancel = window.cancelIdleCallback?.bind(window) ?? window.clearTimeout.bind(window);
    const handle = idle(() => setMounted(true), { timeout: 5000 });
    return () => {
      wantToaster = null;
      cancel(handle);
    };
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-center"
        // Said, not asked: sonner reads the page's computed direction otherwise, a forced style recalculation of the
        // whole page while it loads (up to 400 ms at 4x CPU on /checkout).
        dir="ltr"
        // Below the 72 px navigation bar, so a toast never covers the cart button or the menu.
        offset={{ top: 80 }}
        mobileOffset={{ top: 80 }}
        richColors
        closeButton
        // sonner's close button is 20 px: 24 px meets WCAG 2.2 target-size (axe).
        toastOptions={{ className: 'font-sans', duration: 4000, classNames: { closeButton: 'size-6!' } }}
        style={CONTRAST}
      />
    </Suspense>
  );
}

// Toasts through sonner: call `toast.success(...)` / `toast.error(...)` anywhere, with translated texts.
import { Toaster as SonnerToaster } from 'sonner';

export { toast } from 'sonner';

export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      richColors
      closeButton
      toastOptions={{ className: 'font-sans', duration: 4000 }}
      // sonner's rich colours miss 4.5:1 on their tinted backgrounds (error text 4.34:1, axe color-contrast).
      style={
        {
          '--error-text': 'hsl(360, 100%, 36%)',
          '--success-text': 'hsl(140, 100%, 22%)',
          '--info-text': 'hsl(210, 92%, 35%)',
          '--warning-text': 'hsl(31, 92%, 28%)',
        } as React.CSSProperties
      }
    />
  );
}

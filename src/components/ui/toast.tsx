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
    />
  );
}

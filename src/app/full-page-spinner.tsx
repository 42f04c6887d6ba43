import { Loader2 } from 'lucide-react';

/** Shown while the first chunk or translation loads; no text, since translations may not be there yet.
 * A full screen high, so the footer below it never moves up into view and back (layout shift). */
export function FullPageSpinner() {
  return (
    <div className="grid min-h-dvh place-items-center" aria-busy="true">
      <Loader2 className="size-8 animate-spin text-olive-600" aria-hidden />
    </div>
  );
}

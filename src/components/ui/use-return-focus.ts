// Radix gives the focus back only to a Dialog.Trigger. Dialogs opened from state (the cart drawer, a confirm
// dialog) would leave it on <body>: give it back to whatever had it when the dialog opened.
import { useRef } from 'react';

type FocusHandler = ((event: Event) => void) | undefined;

export function useReturnFocus(onOpenAutoFocus: FocusHandler, onCloseAutoFocus: FocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Fired before the focus moves in, so the active element is still the opener.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const el = opener.current;
      if (event.defaultPrevented || !el || !el.isConnected || el === document.body) return;
      event.preventDefault();
      el.focus({ preventScroll: true });
    },
  };
}

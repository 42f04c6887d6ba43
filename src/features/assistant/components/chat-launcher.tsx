// The floating chat button: a greeting bubble while closed and idle, fading while the page scrolls,
// raised near the page bottom and above whatever the page marks as not to be covered (see
// use-launcher-placement.ts), hidden while any other dialog is open. The panel loads only when opened.
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { MessageCircle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { useLauncherPlacement } from './use-launcher-placement.ts';
import { withQueryClient } from '@/lib/query-boundary.tsx';

const ChatPanel = lazy(() => import('./chat-panel.tsx').then((m) => ({ default: withQueryClient(m.ChatPanel) })));

export function ChatLauncher() {
  const { t } = useTranslation('assistant');
  const [open, setOpen] = useState(false);
  // The panel mounts a frame after the tap: importing it inserts its chunks' preload links, 135 ms of the tap's own
  // task at 4x CPU (bench:web's profile), so the button's change is painted first and the panel follows.
  const [panelMounted, setPanelMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const { scrolling, dialogOpen, bottom, bubble, hidden } = useLauncherPlacement(groupRef, buttonRef, !open);
  const openPanel = () => {
    setOpen(true);
    requestAnimationFrame(() => setTimeout(() => setPanelMounted(true), 0));
  };
  const close = useCallback(() => {
    setOpen(false);
    setPanelMounted(false);
    requestAnimationFrame(() => buttonRef.current?.focus());
  }, []);

  // A landmark of its own, so the greeting bubble is not loose content outside every region.
  return (
    <aside aria-label={t('panel.title')}>
      {!dialogOpen && (
        // Only the button and the bubble take taps: the group's empty corners never swallow a tap meant for the page.
        <div
          ref={groupRef}
          data-testid="chat-launcher"
          className={cn(
            'pointer-events-none fixed right-4 bottom-0 z-40 flex items-end gap-3 transition-[opacity,transform] duration-150 sm:right-6',
            scrolling && 'opacity-40',
            hidden && !open && 'invisible',
          )}
          // Raised by a transform, not `bottom`: moving above the cookie notice is then no layout shift (CLS).
          style={{ transform: `translateY(${-bottom}px)` }}
        >
          {/* Kept in the layout while hidden, so the group's size can be measured before it is shown. */}
          {!open && (
            <p
              className={cn(
                'pointer-events-auto mb-2 max-w-48 rounded-2xl rounded-br-sm bg-white px-3 py-2 text-xs text-stone-800 shadow-lg sm:max-w-56 sm:px-4 sm:py-2.5 sm:text-sm',
                (scrolling || !bubble) && 'invisible',
              )}
              data-testid="chat-bubble"
            >
              {t('launcher.bubble')}
            </p>
          )}
          <button
            ref={buttonRef}
            type="button"
            onClick={() => (open ? close() : openPanel())}
            aria-label={open ? t('launcher.close') : t('launcher.open')}
            aria-expanded={open}
            className="pointer-events-auto grid size-14 shrink-0 cursor-pointer place-items-center rounded-full bg-olive-700 text-cream-50 shadow-xl hover:bg-olive-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-600"
          >
            {open ? <X className="size-6" aria-hidden /> : <MessageCircle className="size-6" aria-hidden />}
          </button>
        </div>
      )}
      {open && panelMounted && (
        <Suspense fallback={null}>
          <ChatPanel onClose={close} bottom={bottom + 72} />
        </Suspense>
      )}
    </aside>
  );
}

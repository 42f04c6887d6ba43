// The chat panel: header with reset, exactly one view (booking flow, product detail, room detail or
// the message list), quick actions and the input. Focus stays inside while open; Escape closes.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { toLanguage } from '@/lib/i18n.ts';
import { waitMessage } from '@/domain/refusals.ts';
import { useChat } from '../api/use-chat.ts';
import type { ChatSendError } from '../api/send-chat-message.ts';
import type { ChatProduct, ChatRoom } from '../types.ts';
import { BookingFlow } from './booking-flow.tsx';
import { ChatInput } from './chat-input.tsx';
import { MessageList } from './message-list.tsx';
import { ProductDetail } from './product-detail.tsx';
import { QuickActions } from './quick-actions.tsx';
import { RoomDetail } from './room-detail.tsx';

type View =
  | { kind: 'list' }
  | { kind: 'product'; product: ChatProduct }
  | { kind: 'room'; room: ChatRoom }
  | { kind: 'booking'; rooms: ChatRoom[]; offer?: ChatRoom[] };

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select, [tabindex]:not([tabindex="-1"])';

export function ChatPanel({ onClose, bottom }: { onClose: () => void; bottom: number }) {
  const { t, i18n } = useTranslation('assistant');
  const lang = toLanguage(i18n.language);
  const panelRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ kind: 'list' });

  const onError = useCallback(
    (e: ChatSendError) => {
      if (e.kind === 'rate_limit') {
        const wait = e.retryAfter ? waitMessage(e.retryAfter) : null;
        toast.error(t('toast.rateLimitTitle'), { description: wait ? t(wait.key, wait.params) : t('toast.rateLimitText') });
      }
      else if (e.kind === 'payment_required') toast.error(t('toast.unavailableTitle'), { description: e.serverMessage || t('toast.unavailableText') });
      else toast.error(t('toast.errorTitle'), { description: t('toast.sendFailed') });
    },
    [t],
  );
  const chat = useChat(lang, t('panel.greeting'), onError);

  // A booking reply opens the flow as it arrives (not when an old conversation is loaded).
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (!chat.ready) return;
    const last = chat.messages[chat.messages.length - 1];
    if (seen.current !== null && chat.messages.length > seen.current && last?.role === 'assistant' && last.type === 'booking') {
      setView({ kind: 'booking', rooms: last.data as ChatRoom[] });
    }
    seen.current = chat.messages.length;
  }, [chat.messages, chat.ready]);

  useEffect(() => {
    panelRef.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus();
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Keys from portalled dialogs (the image zoom) bubble here through React: they are not ours.
    if (!panelRef.current?.contains(e.target as Node)) return;
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    } else if (e.key === 'Tab') {
      const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    }
  };

  const hasUserMessages = chat.messages.some((m) => m.role === 'user');
  const lastAssistant = [...chat.messages].reverse().find((m) => m.role === 'assistant');

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and Tab of a dialog are handled on its container (WAI-ARIA dialog pattern)
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-panel-title"
      data-chat-panel
      onKeyDown={onKeyDown}
      className="fixed inset-x-2 z-50 flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-cream-50 shadow-2xl sm:left-auto sm:right-6 sm:w-[500px] sm:max-w-[calc(100vw-3rem)]"
      style={{ bottom, height: 'min(70vh, calc(100vh - 240px))' }}
    >
      {/* A div, not <header>: a header here would be a second banner landmark. */}
      <div className="flex items-center gap-2 bg-olive-700 px-4 py-3 text-cream-50">
        <div className="min-w-0 flex-1">
          <h2 id="chat-panel-title" className="font-serif text-lg leading-tight text-cream-50">{t('panel.title')}</h2>
          <p className="truncate text-xs text-cream-50/80">{t('panel.subtitle')}</p>
        </div>
        <button type="button" onClick={() => { setView({ kind: 'list' }); void chat.reset(); }} aria-label={t('panel.reset')} title={t('panel.reset')} className="grid size-10 cursor-pointer place-items-center rounded-full hover:bg-white/15">
          <RotateCcw className="size-5" aria-hidden />
        </button>
        <button type="button" onClick={onClose} aria-label={t('launcher.close')} className="grid size-10 cursor-pointer place-items-center rounded-full hover:bg-white/15">
          <X className="size-5" aria-hidden />
        </button>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto">
        {view.kind === 'booking' ? (
          <BookingFlow rooms={view.rooms} offer={view.offer} onExit={() => setView({ kind: 'list' })} />
        ) : view.kind === 'product' ? (
          <ProductDetail product={view.product} onBack={() => setView({ kind: 'list' })} onCheckout={onClose} />
        ) : view.kind === 'room' ? (
          <RoomDetail room={view.room} onBack={() => setView({ kind: 'list' })} onBook={() => setView({ kind: 'booking', rooms: [view.room] })} />
        ) : (
          <MessageList
            messages={chat.messages}
            loading={chat.loading}
            onProduct={(product) => setView({ kind: 'product', product })}
            onRoom={(room) => setView({ kind: 'room', room })}
            onBook={(rooms, offer) => setView({ kind: 'booking', rooms, offer })}
            onCheckout={onClose}
            onChoose={(question) => void chat.send(question)}
            disabled={chat.loading}
          />
        )}
      </div>

      {view.kind === 'list' && (
        <div className="border-t border-stone-200 bg-white p-3">
          <QuickActions afterStart={hasUserMessages} disabled={chat.loading} onSend={(text) => void chat.send(text)} />
          <ChatInput loading={chat.loading} onSend={(text) => void chat.send(text)} />
        </div>
      )}
      <div aria-live="polite" className="sr-only">
        {chat.loading ? t('panel.typing') : lastAssistant?.content}
      </div>
    </div>
  );
}

// The conversation: bubbles, cards under product and room replies, follow-up bubbles, typing dots.
import { useEffect, useRef } from 'react';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import type { ChatChoice, ChatMessage, ChatProduct, ChatRoom } from '../types.ts';
import { ChatChoices } from './chat-choices.tsx';
import { ChatText } from './chat-text.tsx';
import { ProductCards } from './product-cards.tsx';
import { RoomCards } from './room-cards.tsx';
import { UnhelpfulButton } from './unhelpful-button.tsx';

interface Props {
  messages: ChatMessage[];
  loading: boolean;
  onProduct: (p: ChatProduct) => void;
  onRoom: (r: ChatRoom) => void;
  /** The rooms to book, and the others the same reply showed, which the visitor may add. */
  onBook: (rooms: ChatRoom[], offer: ChatRoom[]) => void;
  onCheckout: () => void;
  /** Sends a "Did you mean…?" choice's question as the visitor's message. */
  onChoose: (question: string) => void;
  /** While a reply is awaited the choices wait too. */
  disabled: boolean;
}

function Bubble({ from, children, testId }: { from: 'user' | 'assistant'; children: React.ReactNode; testId?: string }) {
  return (
    <div className={cn('flex', from === 'user' ? 'justify-end' : 'justify-start')}>
      <p
        data-testid={testId}
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm leading-relaxed',
          from === 'user' ? 'rounded-br-sm bg-olive-700 text-cream-50' : 'rounded-bl-sm bg-white text-stone-800 shadow-sm',
        )}
      >
        {children}
      </p>
    </div>
  );
}

/** A person of the farm, named, set apart from the assistant's replies. */
function StaffBubble({ author, content }: { author: string | null; content: string }) {
  const { t } = useTranslation('assistant');
  return (
    <div className="flex max-w-[85%] flex-col gap-1 self-start" data-testid="chat-staff-message">
      <span className="flex items-center gap-1 text-xs font-medium text-terracotta-800">
        <UserRound className="size-3.5" aria-hidden />
        {author ? t('panel.staffNamed', { name: author }) : t('panel.staff')}
      </span>
      <p className="whitespace-pre-wrap break-words rounded-2xl rounded-bl-sm border border-terracotta-400 bg-cream-100 px-3.5 py-2 text-sm leading-relaxed text-stone-800">
        {content}
      </p>
    </div>
  );
}

export function MessageList({ messages, loading, onProduct, onRoom, onBook, onCheckout, onChoose, disabled }: Props) {
  const { t } = useTranslation('assistant');
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, loading]);

  // The greeting answers no question: the thumbs-down starts with the first reply to the visitor.
  const firstUser = messages.findIndex((m) => m.role === 'user');
  return (
    <div role="log" aria-label={t('panel.messages')} className="flex flex-col gap-3 p-4">
      {messages.map((m, i) => (
        <div key={m.id} className="flex flex-col gap-2">
          {m.role !== 'staff' && <span className="sr-only">{m.role === 'user' ? t('panel.you') : t('panel.assistant')}</span>}
          {m.role === 'user' ? (
            <Bubble from="user" testId="chat-user-message">{m.content}</Bubble>
          ) : m.role === 'staff' ? (
            <StaffBubble author={m.author ?? null} content={m.content} />
          ) : (
            <Bubble from="assistant" testId="chat-assistant-message"><ChatText text={m.content} /></Bubble>
          )}
          {m.type === 'products' && m.data.length > 0 && (
            <ProductCards products={m.data as ChatProduct[]} onDetails={onProduct} onCheckout={onCheckout} />
          )}
          {(m.type === 'rooms' || m.type === 'booking') && m.data.length > 0 && (
            <RoomCards rooms={m.data as ChatRoom[]} onDetails={onRoom} onBook={(room) => onBook([room], m.data as ChatRoom[])} />
          )}
          {m.type === 'choices' && m.data.length > 0 && (
            <ChatChoices choices={m.data as ChatChoice[]} disabled={disabled} onChoose={onChoose} />
          )}
          {m.follow_up && <Bubble from="assistant" testId="chat-follow-up"><ChatText text={m.follow_up} /></Bubble>}
          {m.role === 'assistant' && firstUser !== -1 && i > firstUser && <UnhelpfulButton messageId={m.id} />}
        </div>
      ))}
      {loading && (
        <div className="flex gap-1 self-start rounded-2xl bg-white px-4 py-3 shadow-sm" aria-hidden data-testid="chat-typing">
          {[0, 150, 300].map((d) => (
            <span key={d} className="size-2 animate-bounce rounded-full bg-olive-600" style={{ animationDelay: `${d}ms` }} />
          ))}
        </div>
      )}
      <div ref={endRef} />
    </div>
  );
}

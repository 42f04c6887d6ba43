import { CheckCheck, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { useConversations } from '../api/get-conversations.ts';
import { useMessages } from '../api/get-messages.ts';
import { useResolveConversation } from '../api/resolve-conversation.ts';
import { italianDateTime, shortSession } from '../conversation-format.ts';
import { HandoverBar } from './handover-bar.tsx';
import { StaffReplyForm } from './staff-reply-form.tsx';

export function ConversationDetail({ conversationId }: { conversationId: string | null }) {
  const { t } = useTranslation('conversations');
  if (!conversationId) {
    return (
      <section className="flex h-full min-h-60 flex-col items-center justify-center gap-3 rounded-2xl bg-white p-6 text-center text-stone-500 shadow-sm">
        <MessagesSquare className="size-10" aria-hidden />
        <p>{t('detail.select')}</p>
      </section>
    );
  }
  return <Messages conversationId={conversationId} />;
}

function Messages({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('conversations');
  const messages = useMessages(conversationId);
  const conversation = useConversations().data?.find((c) => c.id === conversationId);
  const resolve = useResolveConversation();
  return (
    <section aria-labelledby="conv-detail-title" className="flex flex-col rounded-2xl bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-100 px-4 py-3">
        <h2 id="conv-detail-title" className="font-serif text-lg">
          {t('detail.title', { session: conversation ? shortSession(conversation.session_id) : '' })}
        </h2>
        {conversation && conversation.status !== 'resolved' && (
          <Button size="sm" variant="outline" pending={resolve.isPending} onClick={() => resolve.mutate(conversationId)}>
            <CheckCheck className="size-4" aria-hidden />
            {t('detail.resolve')}
          </Button>
        )}
      </div>
      {conversation?.status !== 'resolved' && <HandoverBar conversationId={conversationId} />}
      <ol className="flex h-[600px] flex-col gap-3 overflow-y-auto p-4" aria-live="polite" data-testid="conversation-messages">
        {messages.isPending && <Skeleton className="h-24 w-full" />}
        {messages.data?.length === 0 && <li className="text-center text-sm text-stone-500">{t('detail.noMessages')}</li>}
        {messages.data?.map((m) => (
          <li
            key={m.id}
            data-testid={`conversation-message-${m.role}`}
            className={cn(
              'flex max-w-[85%] flex-col gap-1 rounded-2xl px-3 py-2',
              m.role === 'user' ? 'self-end bg-olive-700 text-cream-50' : m.role === 'staff' ? 'self-start border border-terracotta-400 bg-cream-100 text-stone-900' : 'self-start bg-stone-100 text-stone-900',
            )}
          >
            <span className="text-xs opacity-80">
              {m.role === 'staff' && m.author_name ? t('role.staffNamed', { name: m.author_name }) : t(`role.${m.role}`)} · <time dateTime={m.created_at}>{italianDateTime(m.created_at)}</time>
            </span>
            {/* Plain text: visitor input is never rendered as HTML. */}
            <p className="whitespace-pre-wrap break-words text-sm">{m.content}</p>
          </li>
        ))}
      </ol>
      {conversation?.status !== 'resolved' && <StaffReplyForm conversationId={conversationId} />}
    </section>
  );
}

// Who answers the visitor: the assistant, or staff (take over / hand back). While staff hold the conversation the
// chatbot-ai function stays silent (the database decides; 30 minutes without a staff reply hands it back).
import { Bot, Hand, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { useHandover } from '../api/get-handover.ts';
import { useReleaseConversation, useTakeConversation } from '../api/handover-actions.ts';
import { handoverHeld } from '@/domain/handover.ts';
import { italianDateTime } from '../conversation-format.ts';

export function HandoverBar({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('conversations');
  const query = useHandover(conversationId);
  const handover = query.data ?? null;
  // Until the holder is known, neither action is offered: "take" could otherwise be pressed on a conversation a
  // colleague holds, or before the answer it would be compared with has come.
  const known = query.isSuccess;
  const take = useTakeConversation();
  const release = useReleaseConversation();
  const held = handoverHeld(handover, new Date());
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-100 bg-cream-50 px-4 py-2 text-sm" data-testid="handover-bar">
      <p className="flex items-center gap-1.5 text-stone-700" role="status">
        {held ? <UserRound className="size-4" aria-hidden /> : <Bot className="size-4" aria-hidden />}
        {held ? t('handover.held', { name: handover?.held_by_name ?? t('handover.staff') }) : t('handover.assistant')}
        {!held && handover?.requested_at && (
          <span className="ml-1 rounded-full bg-cream-200 px-2 py-0.5 text-xs text-terracotta-800">
            {t('handover.requested', { at: italianDateTime(handover.requested_at) })}
          </span>
        )}
      </p>
      {held ? (
        <Button size="sm" variant="outline" pending={release.isPending} disabled={!known} onClick={() => release.mutate(conversationId)}>
          <Bot className="size-4" aria-hidden />
          {t('handover.release')}
        </Button>
      ) : (
        <Button size="sm" pending={take.isPending} disabled={!known} onClick={() => take.mutate(conversationId)}>
          <Hand className="size-4" aria-hidden />
          {t('handover.take')}
        </Button>
      )}
    </div>
  );
}

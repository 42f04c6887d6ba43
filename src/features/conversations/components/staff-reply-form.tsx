// Staff write to the visitor as themselves; sending takes the conversation if nobody holds it.
import { zodResolver } from '@hookform/resolvers/zod';
import { SendHorizontal } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { rateLimitMessage } from '@/domain/refusals.ts';
import { staffReplySchema, useStaffReply } from '../api/handover-actions.ts';

export function StaffReplyForm({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('conversations');
  const reply = useStaffReply();
  const form = useForm<{ content: string }>({ resolver: zodResolver(staffReplySchema), defaultValues: { content: '' } });
  const submit = form.handleSubmit(async ({ content }) => {
    try {
      await reply.mutateAsync({ conversationId, content });
      form.reset({ content: '' });
    } catch (e) {
      // The text stays in the box, to send again once the wait is over.
      const wait = rateLimitMessage(e);
      form.setError('root', { message: wait ? t(wait.key, wait.params) : t('handover.error') });
    }
  });
  const error = form.formState.errors.content?.message;
  const refused = form.formState.errors.root?.message;
  return (
    <form onSubmit={submit} className="flex flex-col gap-1 border-t border-stone-100 p-3" aria-label={t('reply.label')}>
      <label htmlFor={`staff-reply-${conversationId}`} className="sr-only">{t('reply.label')}</label>
      <div className="flex items-end gap-2">
        <Textarea
          id={`staff-reply-${conversationId}`}
          rows={2}
          maxLength={2000}
          placeholder={t('reply.placeholder')}
          className="min-h-11 flex-1 resize-none"
          {...form.register('content')}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
        />
        <Button type="submit" pending={reply.isPending}>
          <SendHorizontal className="size-4" aria-hidden />
          {t('reply.send')}
        </Button>
      </div>
      {error && <span className="text-sm text-red-800" role="alert">{t(error)}</span>}
      {refused && <span className="text-sm text-red-800" role="alert" data-testid="staff-reply-refused">{refused}</span>}
    </form>
  );
}

// The small thumbs-down under an assistant reply; once sent it says thanks instead.
import { ThumbsDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMarkUnhelpful } from '../api/mark-unhelpful.ts';

export function UnhelpfulButton({ messageId }: { messageId: string }) {
  const { t } = useTranslation('assistant');
  const mark = useMarkUnhelpful();
  if (mark.isSuccess) return <span role="status" className="text-xs text-stone-600">{t('panel.unhelpfulThanks')}</span>;
  return (
    <button
      type="button"
      className="inline-flex min-h-6 min-w-6 cursor-pointer items-center justify-center self-start rounded-full p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800 disabled:opacity-50"
      aria-label={t('panel.unhelpful')}
      title={t('panel.unhelpful')}
      disabled={mark.isPending}
      onClick={() => mark.mutate(messageId)}
      data-testid="chat-unhelpful"
    >
      <ThumbsDown className="size-3.5" aria-hidden />
    </button>
  );
}

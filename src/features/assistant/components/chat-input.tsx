// Multi-line input: Enter sends, Shift+Enter adds a line; send disabled while loading or blank.
import { useState } from 'react';
import { SendHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Textarea } from '@/components/ui/textarea.tsx';

export function ChatInput({ loading, onSend }: { loading: boolean; onSend: (text: string) => void }) {
  const { t } = useTranslation('assistant');
  const [text, setText] = useState('');
  const canSend = !loading && text.trim() !== '';
  const submit = () => {
    if (!canSend) return;
    onSend(text);
    setText('');
  };
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor="chat-input" className="sr-only">{t('input.label')}</label>
      <Textarea
        id="chat-input"
        rows={1}
        value={text}
        maxLength={2000}
        placeholder={t('input.placeholder')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
        className="max-h-32 min-h-11 flex-1 resize-none py-2.5"
      />
      <button
        type="submit"
        disabled={!canSend}
        aria-label={t('input.send')}
        className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-full bg-terracotta-600 text-white hover:bg-terracotta-700 disabled:cursor-not-allowed disabled:opacity-40"
      >
        <SendHorizontal className="size-5" aria-hidden />
      </button>
    </form>
  );
}

// "Did you mean…?": the knowledge entries close to what the visitor asked, as buttons that send the question.
// The questions are the entries' own texts in the visitor's language, rendered as text, never as HTML.
import { useTranslation } from 'react-i18next';
import type { ChatChoice } from '../types.ts';

interface Props {
  /** As the reply sent them: a choice without a question text is left out. */
  choices: ChatChoice[];
  disabled: boolean;
  onChoose: (question: string) => void;
}

export function ChatChoices({ choices, disabled, onChoose }: Props) {
  const { t } = useTranslation('assistant');
  return (
    <div role="group" aria-label={t('panel.choices')} className="flex flex-col items-start gap-2" data-testid="chat-choices">
      {choices.filter((c) => typeof c?.question === 'string' && c.question).map((c) => (
        <button
          key={c.id}
          type="button"
          disabled={disabled}
          onClick={() => onChoose(c.question)}
          className="min-h-9 max-w-[85%] cursor-pointer rounded-2xl border border-olive-700/30 bg-cream-50 px-3.5 py-1.5 text-left text-sm text-olive-900 hover:bg-olive-700/10 disabled:opacity-50"
        >
          {c.question}
        </button>
      ))}
    </div>
  );
}

// Canned phrases sent as messages: four to start, four more once the visitor has written.
import { useTranslation } from 'react-i18next';

const START = ['company', 'book', 'buy', 'search'] as const;
const AFTER = ['products', 'rooms', 'reach', 'contacts'] as const;

export function QuickActions({ afterStart, disabled, onSend }: { afterStart: boolean; disabled: boolean; onSend: (text: string) => void }) {
  const { t } = useTranslation('assistant');
  const actions = afterStart ? AFTER : START;
  return (
    <div role="group" aria-label={t('quick.label')} className="mb-2 flex gap-2 overflow-x-auto pb-1">
      {actions.map((a) => (
        <button
          key={a}
          type="button"
          disabled={disabled}
          onClick={() => onSend(t(`quick.${a}Text`))}
          className="min-h-8 shrink-0 cursor-pointer rounded-full border border-olive-700/30 bg-cream-50 px-3 py-1 text-xs font-medium text-olive-900 hover:bg-olive-700/10 disabled:opacity-50"
        >
          {t(`quick.${a}`)}
        </button>
      ))}
    </div>
  );
}

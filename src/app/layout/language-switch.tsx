import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { LANGUAGES, currentLanguage, setLanguage } from '@/lib/i18n.ts';

/** IT | EN toggle: two real buttons, no menu library on the first render. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const active = currentLanguage();
  return (
    <div role="group" aria-label={t('language.choose')} className={cn('inline-flex items-center rounded-full p-0.5 ring-1 ring-current/25', className)}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-label={t(`language.${lang}`)}
          aria-pressed={lang === active}
          onClick={() => void setLanguage(lang)}
          className={cn(
            'h-8 min-w-9 cursor-pointer rounded-full px-2 text-xs font-semibold uppercase tracking-wide transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-1',
            lang === active ? 'bg-olive-700 text-white' : 'hover:bg-current/10',
          )}
        >
          {lang}
        </button>
      ))}
    </div>
  );
}

import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, currentLanguage, switchLanguage } from '@/lib/i18n.ts';

/** IT | EN toggle: two real buttons, no menu library on the first render. Display: `className`, else inline-flex.
 * A choice loads the page's other address (`switchLanguage`): its html comes from the server in that language
 * (notice, alternates, `lang`) and the app starts in it, rather than swapping texts under the old address. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const active = currentLanguage();
  return (
    <div role="group" aria-label={t('language.choose')} className={clsx(className ?? 'inline-flex', 'items-center rounded-full p-0.5 ring-1 ring-current/25')}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-label={t(`language.${lang}`)}
          aria-pressed={lang === active}
          onClick={() => switchLanguage(lang)}
          className={clsx(
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

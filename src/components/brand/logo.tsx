import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/** The farm's mark (a sheep under the Gallura hills) and its name. */
export function Logo({ className, light }: { className?: string; light?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <span className={clsx('flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 40 40" className="size-9 shrink-0" aria-hidden>
        <circle cx="20" cy="20" r="19" className={light ? 'fill-white/15' : 'fill-olive-700'} />
        <path d="M3 26c5-6 9-8 13-5s7-5 11-6 8 3 10 8v3H3z" className={light ? 'fill-white/70' : 'fill-olive-400'} />
        <ellipse cx="20" cy="22" rx="7.5" ry="5" className="fill-cream-50" />
        <circle cx="27" cy="19.5" r="2.6" className="fill-stone-800" />
        <path d="M15 26.5v3M18.5 26.8v3M22 26.8v3M25 26.5v3" className="stroke-cream-50" strokeWidth="1.4" strokeLinecap="round" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className={clsx('font-serif text-xl font-semibold tracking-tight', light ? 'text-white' : 'text-olive-950')}>
          {t('brand.name')}
        </span>
        <span className={clsx('text-[0.65rem] uppercase tracking-[0.2em]', light ? 'text-white/80' : 'text-olive-700')}>
          {t('brand.tagline')}
        </span>
      </span>
    </span>
  );
}

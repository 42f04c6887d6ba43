import { BedDouble, Coffee, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Image } from '@/components/ui/image.tsx';
import { cn } from '@/lib/cn.ts';
import { formatEuro } from '@/lib/money.ts';
import { HOSPITALITY_IMAGES } from '../images.ts';

const FEATURES = [
  { icon: BedDouble, key: 'rooms' },
  { icon: Coffee, key: 'breakfast' },
  { icon: Sun, key: 'nature' },
] as const;

/** The five farm-stay rooms (#ospitalita), leading to /prenota; `priceFrom`: the coming year's lowest night of
 * any room (get_rooms), absent until the rooms have answered. */
export function HospitalitySection({ priceFrom }: { priceFrom?: number }) {
  const { t } = useTranslation('home');
  return (
    <section id="ospitalita" aria-labelledby="ospitalita-title" className="mx-auto max-w-7xl px-6 py-20 sm:py-28">
      <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <div className="grid grid-cols-5 gap-3">
          <Image src={HOSPITALITY_IMAGES[0].src} srcSet={HOSPITALITY_IMAGES[0].srcSet} sizes="(min-width: 1024px) 30vw, 60vw" alt={t('hospitality.imageAlt1')} className="col-span-3 aspect-[3/4] w-full rounded-2xl object-cover shadow-lg" />
          <Image src={HOSPITALITY_IMAGES[1].src} srcSet={HOSPITALITY_IMAGES[1].srcSet} sizes="(min-width: 1024px) 20vw, 40vw" alt={t('hospitality.imageAlt2')} className="col-span-2 mt-12 aspect-[3/4] w-full rounded-2xl object-cover shadow-lg" />
        </div>
        <div>
          <p className="mb-3 text-xs font-semibold uppercase tracking-[0.3em] text-terracotta-700">{t('hospitality.eyebrow')}</p>
          <h2 id="ospitalita-title" className="text-3xl leading-tight sm:text-5xl">{t('hospitality.title')}</h2>
          <p className="mt-6 text-lg leading-relaxed text-stone-700">{t('hospitality.text')}</p>
          <ul className="mt-8 flex flex-col gap-4">
            {FEATURES.map(({ icon: Icon, key }) => (
              <li key={key} className="flex gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-full bg-olive-100 text-olive-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span>
                  <span className="block font-semibold text-olive-950">{t(`hospitality.features.${key}.title`)}</span>
                  <span className="text-stone-600">{t(`hospitality.features.${key}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <Link to="/prenota" className="inline-flex h-12 items-center rounded-full bg-terracotta-600 px-7 font-semibold text-white shadow hover:bg-terracotta-700">
              {t('hospitality.cta')}
            </Link>
            {/* Until the rooms answer, the line keeps its place (hidden), so nothing below it moves. */}
            <span className={cn('text-sm text-stone-600', priceFrom === undefined && 'invisible')} aria-hidden={priceFrom === undefined}>
              {t('hospitality.price', { price: formatEuro(priceFrom ?? 88) })}
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}

import { Car, MapPin, Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Image } from '@/components/ui/image.tsx';
import { LazyVideo } from '@/components/ui/video.tsx';
import { LOCATION_POSTER } from '../images.ts';

/** A self-hosted clip of the estate, when there is one; otherwise its photo stands in. */
const LOCATION_VIDEO: string | null = '/videos/dove-siamo.webm';

/** Where we are (#dove-siamo): the estate in the Gallura hills and how to get there. */
export function LocationSection({ address }: { address?: string }) {
  const { t } = useTranslation('home');
  return (
    <section id="dove-siamo" aria-labelledby="dove-siamo-title" className="relative isolate overflow-hidden bg-olive-950 text-white">
      {LOCATION_VIDEO ? (
        <LazyVideo src={LOCATION_VIDEO} poster={LOCATION_POSTER.src} label={t('location.mediaLabel')} className="absolute inset-0 -z-10 size-full object-cover opacity-60" />
      ) : (
        <Image src={LOCATION_POSTER.src} srcSet={LOCATION_POSTER.srcSet} sizes="100vw" alt="" className="absolute inset-0 -z-10 size-full object-cover opacity-45" />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-olive-950/90 via-olive-950/60 to-transparent" />
      <div className="mx-auto max-w-7xl px-6 py-24 sm:py-32">
        <div className="max-w-xl">
          <p className="mb-3 text-xs font-semibold uppercase tracking-[0.3em] text-cream-200">{t('location.eyebrow')}</p>
          <h2 id="dove-siamo-title" className="text-3xl leading-tight text-white sm:text-5xl">{t('location.title')}</h2>
          <p className="mt-6 text-lg leading-relaxed text-cream-100">{t('location.text')}</p>
          <ul className="mt-8 flex flex-col gap-4 text-cream-50">
            {address && (
              <li className="flex gap-3"><MapPin className="mt-0.5 size-5 shrink-0 text-terracotta-400" aria-hidden />{address}</li>
            )}
            <li className="flex gap-3"><Plane className="mt-0.5 size-5 shrink-0 text-terracotta-400" aria-hidden />{t('location.airport')}</li>
            <li className="flex gap-3"><Car className="mt-0.5 size-5 shrink-0 text-terracotta-400" aria-hidden />{t('location.car')}</li>
          </ul>
        </div>
      </div>
    </section>
  );
}

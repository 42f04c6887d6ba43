import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Image } from '@/components/ui/image.tsx';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion.ts';
import { HERO_IMAGES } from '../images.ts';

const SLIDE_MS = 6000;

/** Full-height opening photo slideshow with the farm's promise and the two main actions. */
export function HeroSlideshow() {
  const { t } = useTranslation('home');
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  preload(HERO_IMAGES[0].src, { as: 'image', fetchPriority: 'high', imageSrcSet: HERO_IMAGES[0].srcSet, imageSizes: '100vw' });

  useEffect(() => {
    // The first image is in the HTML early; preload the next ones so the cross-fade never shows a gap.
    HERO_IMAGES.slice(1).forEach(({ src }) => {
      const img = new window.Image();
      img.onerror = () => console.warn('Hero image preload failed', src);
      img.src = src;
    });
  }, []);

  useEffect(() => {
    if (reduced) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % HERO_IMAGES.length), SLIDE_MS);
    return () => window.clearInterval(id);
  }, [reduced]);

  return (
    <section aria-labelledby="hero-title" className="relative isolate flex min-h-[92svh] items-end overflow-hidden bg-olive-950 text-white">
      {HERO_IMAGES.map((img, i) => (
        <Image
          key={img.src}
          src={img.src}
          srcSet={img.srcSet}
          sizes="100vw"
          alt={i === index ? t(img.altKey) : ''}
          aria-hidden={i !== index}
          priority={i === 0}
          className={clsx(
            'absolute inset-0 -z-10 size-full object-cover',
            i === index ? 'opacity-100' : 'opacity-0',
            // The shown photo slowly zooms in while it fades in; the others only fade.
            !reduced && i === index ? 'scale-105 transition-[opacity,transform] duration-[6000ms]' : 'transition-opacity duration-[1500ms]',
          )}
        />
      ))}
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-black/55 via-black/25 to-black/70" />
      <div className="mx-auto w-full max-w-7xl px-6 pb-20 pt-32 sm:pb-28">
        <p className="mb-4 text-xs font-semibold uppercase tracking-[0.3em] text-cream-200">{t('hero.eyebrow')}</p>
        <h1 id="hero-title" className="max-w-3xl text-4xl leading-[1.05] text-white sm:text-6xl lg:text-7xl">
          {t('hero.title')}
        </h1>
        <p className="mt-5 max-w-xl text-lg text-cream-100/95 sm:text-xl">{t('hero.subtitle')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to="/formaggi"
            className="inline-flex h-12 items-center rounded-full bg-terracotta-600 px-7 font-semibold text-white shadow-lg hover:bg-terracotta-700"
          >
            {t('hero.shop')}
          </Link>
          <Link
            to="/prenota"
            className="inline-flex h-12 items-center rounded-full border border-white/70 bg-white/10 px-7 font-semibold text-white backdrop-blur hover:bg-white/20"
          >
            {t('hero.stay')}
          </Link>
        </div>
      </div>
      <div className="absolute bottom-6 right-6 hidden gap-2 sm:flex" role="group" aria-label={t('hero.slides')}>
        {HERO_IMAGES.map((img, i) => (
          <button
            key={img.src}
            type="button"
            onClick={() => setIndex(i)}
            aria-label={t('hero.goTo', { n: i + 1 })}
            aria-current={i === index}
            className="grid size-6 cursor-pointer place-items-center"
          >
            <span className={clsx('h-1.5 rounded-full bg-white transition-all', i === index ? 'w-6' : 'w-1.5 opacity-60')} />
          </button>
        ))}
      </div>
      <ChevronDown className="absolute bottom-6 left-1/2 size-7 -translate-x-1/2 animate-bounce text-white/80" aria-hidden />
    </section>
  );
}

import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Image } from '@/components/ui/image.tsx';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion.ts';
import { cn } from '@/lib/cn.ts';
import { CAROUSEL_IMAGES } from '../images.ts';

const CAROUSEL_INTERVAL_MS = 2000;

/** Four photos of the farm, advancing every 2 s; still for reduced motion and while hovered or focused. */
export function PhotoCarousel() {
  const { t } = useTranslation('home');
  const reduced = usePrefersReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => void embla.off('select', onSelect);
  }, [embla]);

  useEffect(() => {
    if (!embla || reduced || paused) return;
    const id = window.setInterval(() => embla.scrollNext(), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [embla, reduced, paused]);

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      className="relative bg-olive-950 py-3"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div ref={viewportRef} className="overflow-hidden" data-testid="carousel">
        <div className="flex">
          {CAROUSEL_IMAGES.map((img, i) => (
            // The slide is a div group (a figure may not take role="group"); the figure inside keeps its caption.
            <div
              key={img.src}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { n: i + 1, total: CAROUSEL_IMAGES.length })}
              className="min-w-0 shrink-0 grow-0 basis-[85%] px-1.5 sm:basis-1/2 lg:basis-1/3"
            >
              <figure className="relative">
                <Image src={img.src} srcSet={img.srcSet} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 85vw" alt={t(img.captionKey)} className="aspect-[4/3] w-full rounded-xl object-cover" />
                <figcaption className="absolute bottom-3 left-4 rounded-full bg-black/55 px-3 py-1 text-sm text-white">
                  {t(img.captionKey)}
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-3 flex items-center justify-center gap-3">
        <button type="button" onClick={prev} aria-label={t('carousel.prev')} className="grid size-10 cursor-pointer place-items-center rounded-full bg-white/10 text-white hover:bg-white/20">
          <ChevronLeft className="size-5" aria-hidden />
        </button>
        {CAROUSEL_IMAGES.map((img, i) => (
          <span key={img.src} aria-hidden className={cn('h-1.5 rounded-full bg-white transition-all', i === selected ? 'w-6' : 'w-1.5 opacity-50')} />
        ))}
        <button type="button" onClick={next} aria-label={t('carousel.next')} className="grid size-10 cursor-pointer place-items-center rounded-full bg-white/10 text-white hover:bg-white/20">
          <ChevronRight className="size-5" aria-hidden />
        </button>
      </div>
    </section>
  );
}

// Embla carousel with thumbnails: swipe on touch, arrow keys on the focused gallery, buttons for pointer users.
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Image } from '@/components/ui/image.tsx';
import { cn } from '@/lib/cn.ts';

export function ProductGallery({ images, alt }: { images: string[]; alt: string }) {
  const { t } = useTranslation('catalogue');
  const [viewportRef, embla] = useEmblaCarousel({ loop: images.length > 1 });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const onKeyDown = useCallback(
    (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') embla?.scrollPrev();
      else if (e.key === 'ArrowRight') embla?.scrollNext();
      else return;
      e.preventDefault();
    },
    [embla],
  );

  if (images.length === 0) return <Image src="" alt={alt} className="aspect-square w-full rounded-2xl" />;

  return (
    <section aria-roledescription="carousel" aria-label={t('detail.gallery')} className="flex flex-col gap-3">
      <div className="relative">
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the scrolling viewport takes the arrow keys (carousel pattern) */}
        <div
          ref={viewportRef}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
          tabIndex={0}
          onKeyDown={onKeyDown}
          className="overflow-hidden rounded-2xl bg-cream-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-600"
        >
          <div className="flex touch-pan-y">
            {images.map((src, i) => (
              <div
                key={src}
                className="min-w-0 flex-[0_0_100%]"
                role="group"
                aria-roledescription="slide"
                aria-label={t('detail.imageOf', { index: i + 1, total: images.length })}
              >
                <Image src={src} alt={i === 0 ? alt : ''} priority={i === 0} className="aspect-square w-full object-cover" />
              </div>
            ))}
          </div>
        </div>
        {images.length > 1 && (
          <>
            <button
              type="button"
              onClick={() => embla?.scrollPrev()}
              aria-label={t('detail.previous')}
              className="absolute left-3 top-1/2 grid size-10 -translate-y-1/2 cursor-pointer place-items-center rounded-full bg-white/90 shadow hover:bg-white"
            >
              <ChevronLeft className="size-5" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => embla?.scrollNext()}
              aria-label={t('detail.next')}
              className="absolute right-3 top-1/2 grid size-10 -translate-y-1/2 cursor-pointer place-items-center rounded-full bg-white/90 shadow hover:bg-white"
            >
              <ChevronRight className="size-5" aria-hidden />
            </button>
          </>
        )}
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => embla?.scrollTo(i)}
                aria-label={t('detail.thumbnail', { index: i + 1 })}
                aria-current={i === selected}
                className={cn(
                  'block size-18 cursor-pointer overflow-hidden rounded-lg ring-2 transition sm:size-20',
                  i === selected ? 'ring-terracotta-600' : 'ring-transparent opacity-75 hover:opacity-100',
                )}
              >
                <Image src={src} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

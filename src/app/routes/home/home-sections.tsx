import { lazy, Suspense } from 'react';
import { currentLanguage } from '@/lib/i18n.ts';
import { withQueryClient } from '@/lib/query-boundary.tsx';
import { WhenNear } from '@/components/ui/when-near.tsx';
import { ContactSection } from '@/features/contact/components/contact-section.tsx';
import { contactLines, useSettings } from '@/features/info/api/get-settings.ts';
import { useProducts } from '@/features/catalogue/api/get-products.ts';
import { pickBestsellers } from '@/features/home/bestsellers.ts';
import { BestsellersSection } from '@/features/home/components/bestsellers-section.tsx';
import { FarmIntro } from '@/features/home/components/farm-intro.tsx';
import { HospitalitySection } from '@/features/home/components/hospitality-section.tsx';
import { LocationSection } from '@/features/home/components/location-section.tsx';
import { StorySection } from '@/features/home/components/story-section.tsx';

// The carousel (embla and its autoplay) loads when the visitor scrolls near.
const PhotoCarousel = lazy(() => import('@/features/home/components/photo-carousel.tsx').then((m) => ({ default: m.PhotoCarousel })));

/** The carousel's box at its final size (same slide width, 4:3 photo and controls row), so nothing moves. */
const carouselPlaceholder = (
  <div className="bg-olive-950 py-3" aria-hidden>
    <div className="flex overflow-hidden">
      <div className="shrink-0 grow-0 basis-[85%] px-1.5 sm:basis-1/2 lg:basis-1/3">
        <div className="aspect-[4/3] w-full rounded-xl bg-olive-900" />
      </div>
    </div>
    <div className="mt-3 h-10" />
  </div>
);

/** Everything of the home below the hero, in its own chunk with the data it shows. */
function HomeSections() {
  const { data: settings } = useSettings();
  const bestsellers = useProducts(currentLanguage(), pickBestsellers);
  return (
    <>
      <FarmIntro />
      <WhenNear placeholder={carouselPlaceholder}>
        <Suspense fallback={carouselPlaceholder}>
          <PhotoCarousel />
        </Suspense>
      </WhenNear>
      <StorySection />
      <HospitalitySection />
      <BestsellersSection query={bestsellers} />
      <LocationSection address={settings?.address} />
      <ContactSection
        details={contactLines(settings)}
      />
    </>
  );
}

export default withQueryClient(HomeSections);

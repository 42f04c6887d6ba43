import { lazy, Suspense, type ReactNode } from 'react';
import { currentLanguage, i18n, i18nReady } from '@/lib/i18n.ts';
import { withQueryClient } from '@/lib/query-boundary.tsx';
import { WhenNear } from '@/components/ui/when-near.tsx';
import { ContactSection } from '@/features/contact/components/contact-section.tsx';
import { contactLines, useSettings } from '@/features/info/api/get-settings.ts';
import { useProducts } from '@/features/catalogue/api/get-products.ts';
import { useRooms } from '@/features/booking/api/get-rooms.ts';
import { pickBestsellers } from '@/features/home/bestsellers.ts';
import { BestsellersSection } from '@/features/home/components/bestsellers-section.tsx';
import { FarmIntro } from '@/features/home/components/farm-intro.tsx';
import { HospitalitySection } from '@/features/home/components/hospitality-section.tsx';
import { LocationSection } from '@/features/home/components/location-section.tsx';
import { StorySection } from '@/features/home/components/story-section.tsx';

// The bestsellers' badges are named from the `enums` namespace: asked with this chunk, so it is there by the time
// the products are (until then the tiles wait, bestsellers-section.tsx).
void i18nReady.then(() => i18n.loadNamespaces('enums'));

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

// Each section that shows data reads its own query, so an answer re-renders that section alone, not the
// whole page below the hero (one long task on a slow phone).
function Bestsellers() {
  return <BestsellersSection query={useProducts(currentLanguage(), pickBestsellers)} />;
}

// The lowest night the owner's rates give any room in the coming year, as the booking page's cards say it.
function Hospitality() {
  const { data } = useRooms(currentLanguage());
  return <HospitalitySection priceFrom={data?.length ? Math.min(...data.map((r) => r.priceFrom)) : undefined} />;
}

function Location() {
  return <LocationSection address={useSettings().data?.address} />;
}

function Contact() {
  return <ContactSection details={contactLines(useSettings().data)} />;
}

/** Below the first screen: the browser skips the section's layout and paint until it nears the viewport (on a slow
 * phone the whole page's layout was the longest task after the sections arrived); `auto` keeps its real height
 * once drawn, so scrolling back never jumps. A jump to a section's #anchor draws them all (scroll-to-hash.ts). */
function Later({ children }: { children: ReactNode }) {
  return <div className="[contain-intrinsic-size:auto_900px] [content-visibility:auto] [[data-jump]_&]:[content-visibility:visible]">{children}</div>;
}

/** Everything of the home below the hero, in its own chunk with the data it shows. */
function HomeSections() {
  return (
    <>
      <Later>
        <FarmIntro />
      </Later>
      <WhenNear placeholder={carouselPlaceholder}>
        <Suspense fallback={carouselPlaceholder}>
          <PhotoCarousel />
        </Suspense>
      </WhenNear>
      <Later>
        <StorySection />
      </Later>
      <Later>
        <Hospitality />
      </Later>
      <Later>
        <Bestsellers />
      </Later>
      <Later>
        <Location />
      </Later>
      <Later>
        <Contact />
      </Later>
    </>
  );
}

export default withQueryClient(HomeSections);

import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactSection } from '@/features/contact/components/contact-section.tsx';
import { BestsellersSection } from '@/features/home/components/bestsellers-section.tsx';
import { FarmIntro } from '@/features/home/components/farm-intro.tsx';
import { HeroSlideshow } from '@/features/home/components/hero-slideshow.tsx';
import { HospitalitySection } from '@/features/home/components/hospitality-section.tsx';
import { LocationSection } from '@/features/home/components/location-section.tsx';
import { StorySection } from '@/features/home/components/story-section.tsx';
import { useSettings } from '@/features/info/api/get-settings.ts';
import { usePageMeta } from '@/hooks/use-page-meta.ts';
import { WhenNear } from '@/components/ui/when-near.tsx';

// The carousel (embla and its autoplay) is below the first screen: it loads when the visitor scrolls near.
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

export default function HomePage() {
  const { t } = useTranslation('home');
  const { data: settings } = useSettings();
  usePageMeta({ title: '', description: t('meta.description'), image: '/images/site/hero-gallura-1200.webp' });
  return (
    <>
      <HeroSlideshow />
      <FarmIntro />
      <WhenNear placeholder={carouselPlaceholder}>
        <Suspense fallback={carouselPlaceholder}>
          <PhotoCarousel />
        </Suspense>
      </WhenNear>
      <StorySection />
      <HospitalitySection />
      <BestsellersSection />
      <LocationSection address={settings?.address} />
      <ContactSection
        details={{
          address: settings?.address,
          phone: settings?.contact_phone,
          email: settings?.contact_email,
          whatsapp: settings?.whatsapp,
          facebook: settings?.social?.facebook,
          instagram: settings?.social?.instagram,
        }}
      />
    </>
  );
}

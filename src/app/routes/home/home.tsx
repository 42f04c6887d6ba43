import { useTranslation } from 'react-i18next';
import { ContactSection } from '@/features/contact/components/contact-section.tsx';
import { BestsellersSection } from '@/features/home/components/bestsellers-section.tsx';
import { FarmIntro } from '@/features/home/components/farm-intro.tsx';
import { HeroSlideshow } from '@/features/home/components/hero-slideshow.tsx';
import { HospitalitySection } from '@/features/home/components/hospitality-section.tsx';
import { LocationSection } from '@/features/home/components/location-section.tsx';
import { PhotoCarousel } from '@/features/home/components/photo-carousel.tsx';
import { StorySection } from '@/features/home/components/story-section.tsx';
import { useSettings } from '@/features/info/api/get-settings.ts';
import { usePageMeta } from '@/hooks/use-page-meta.ts';

export default function HomePage() {
  const { t } = useTranslation('home');
  const { data: settings } = useSettings();
  usePageMeta({ title: '', description: t('meta.description'), image: '/images/site/hero-gallura-1200.webp' });
  return (
    <>
      <HeroSlideshow />
      <FarmIntro />
      <PhotoCarousel />
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

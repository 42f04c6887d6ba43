import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HeroSlideshow } from '@/features/home/components/hero-slideshow.tsx';
import { usePageMeta } from '@/hooks/use-page-meta.ts';

// The first screen is the hero; the sections below it (and the query and API clients they need) come in a
// chunk of their own, requested as soon as this page loads rather than when it renders.
const loadSections = () => import('./home-sections.tsx');
void loadSections();
const HomeSections = lazy(loadSections);

export default function HomePage() {
  const { t } = useTranslation('home');
  usePageMeta({ title: '', description: t('meta.description'), image: '/images/site/hero-gallura-1200.webp' });
  return (
    <>
      <HeroSlideshow />
      {/* A screen high, so the footer stays below the fold until the sections arrive. */}
      <Suspense fallback={<div className="min-h-dvh" aria-hidden />}>
        <HomeSections />
      </Suspense>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { BookingWizard } from '@/features/booking/components/booking-wizard.tsx';
import { usePageMeta } from '@/hooks/use-page-meta.ts';

export default function BookingPage() {
  const { t } = useTranslation('booking');
  usePageMeta({ title: t('meta.title'), description: t('page.subtitle') });
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      {/* One line of title and two of intro on every phone, in either language: the html's first screen
          (scripts/first-screens.mjs) keeps that room, so the rooms' first photo is painted where the app draws it. */}
      <header className="flex flex-col gap-2">
        <h1 className="font-serif text-2xl sm:text-4xl">{t('page.title')}</h1>
        <p className="min-h-12 text-stone-700 sm:min-h-0">{t('page.subtitle')}</p>
      </header>
      <BookingWizard />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { BookingWizard } from '@/features/booking/components/booking-wizard.tsx';
import { usePageMeta } from '@/hooks/use-page-meta.ts';

export default function BookingPage() {
  const { t } = useTranslation('booking');
  usePageMeta({ title: t('meta.title'), description: t('page.subtitle') });
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl sm:text-4xl">{t('page.title')}</h1>
        <p className="text-stone-700">{t('page.subtitle')}</p>
      </header>
      <BookingWizard />
    </div>
  );
}

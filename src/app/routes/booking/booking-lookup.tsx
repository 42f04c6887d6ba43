import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BookingLookup } from '@/features/booking/components/booking-lookup.tsx';
import { usePageMeta } from '@/hooks/use-page-meta.ts';

export default function BookingLookupPage() {
  const { t } = useTranslation('booking');
  const [params] = useSearchParams();
  usePageMeta({ title: t('meta.lookupTitle'), description: t('lookup.intro') });
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="font-serif text-3xl sm:text-4xl">{t('lookup.title')}</h1>
      <BookingLookup initialReference={params.get('ref') ?? ''} />
    </div>
  );
}

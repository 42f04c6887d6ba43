import { useTranslation } from 'react-i18next';
import { BookingPolicy } from '@/features/booking/components/booking-policy.tsx';
import { useSettings } from '@/features/info/api/get-settings.ts';
import { usePageMeta } from '@/hooks/use-page-meta.ts';

export default function BookingPolicyPage() {
  const { t } = useTranslation('policy', { lng: 'it' });
  const settings = useSettings();
  usePageMeta({ title: t('meta.title'), description: t('intro') });
  const s = settings.data;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <BookingPolicy
        contacts={s && { email: s.contact_email, phone: s.contact_phone, address: s.address, cin: s.cin }}
        contactsFailed={settings.isError}
        cancellation={s?.cancellation_policy}
      />
    </div>
  );
}

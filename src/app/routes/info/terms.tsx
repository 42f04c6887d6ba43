import { useTranslation } from 'react-i18next';
import { useSettings } from '@/features/info/api/get-settings.ts';
import { LegalPage, type LegalSection } from '@/features/info/components/legal-page.tsx';
import { usePageMeta } from '@/hooks/use-page-meta.ts';
import { formatEuro } from '@/lib/money.ts';

export default function TermsPage() {
  const { t, i18n } = useTranslation('info');
  const { data: s } = useSettings();
  usePageMeta({ title: t('terms.title'), description: t('terms.description') });
  // Figures come from the settings table, so every page quotes the same threshold and fee.
  const sections = t('terms.sections', {
    returnObjects: true,
    threshold: s?.free_shipping_threshold !== undefined ? formatEuro(s.free_shipping_threshold) : '…',
    methods: acceptedMethods(s?.shop_payment_methods, i18n.language, t('terms.paymentMethods', { returnObjects: true }) as Record<string, string>),
    fee: s?.shipping_fee !== undefined ? formatEuro(s.shipping_fee) : '…',
    email: s?.contact_email ?? '',
    phone: s?.contact_phone ?? '',
    address: s?.address ?? '',
  }) as LegalSection[];
  return <LegalPage title={t('terms.title')} updated={t('updated')} intro={t('terms.intro')} sections={sections} />;
}

/** The shop's payment methods as one phrase of the page's language; unknown keys are left out, cards by default. */
function acceptedMethods(methods: string[] | undefined, lang: string, labels: Record<string, string>): string {
  const names = (methods?.length ? methods : ['card']).map((m) => labels[m]).filter(Boolean);
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
}

import { useTranslation } from 'react-i18next';
import { useSettings } from '@/features/info/api/get-settings.ts';
import { LegalPage, type LegalSection } from '@/features/info/components/legal-page.tsx';
import { usePageMeta } from '@/hooks/use-page-meta.ts';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('info');
  const { data: s } = useSettings();
  usePageMeta({ title: t('privacy.title'), description: t('privacy.description') });
  const sections = t('privacy.sections', {
    returnObjects: true,
    email: s?.contact_email ?? '',
    address: s?.address ?? '',
  }) as LegalSection[];
  return <LegalPage title={t('privacy.title')} updated={t('updated')} intro={t('privacy.intro')} sections={sections} />;
}

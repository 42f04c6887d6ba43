import { useTranslation } from 'react-i18next';
import { ContactSection } from '@/features/contact/components/contact-section.tsx';
import { contactLines, useSettings } from '@/features/info/api/get-settings.ts';
import { usePageMeta } from '@/hooks/use-page-meta.ts';

export default function ContactPage() {
  const { t } = useTranslation('contact');
  const { data: settings } = useSettings();
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  return (
    <ContactSection
      headingLevel={1}
      details={contactLines(settings)}
    />
  );
}

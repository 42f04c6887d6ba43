import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/hooks/use-page-meta.ts';

/** Stand-in for a page another part of the team is building. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('common');
  const title = t(titleKey);
  usePageMeta({ title });
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-6 py-24 text-center">
      <Hammer className="size-10 text-olive-600" aria-hidden />
      <h1 className="text-4xl">{title}</h1>
      <p className="text-stone-600">{t('placeholder.comingSoon')}</p>
    </section>
  );
}

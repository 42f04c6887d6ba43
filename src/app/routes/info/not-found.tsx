import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@/hooks/use-page-meta.ts';

export default function NotFoundPage() {
  const { t } = useTranslation('info');
  usePageMeta({ title: t('notFound.metaTitle') });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-28 text-center">
      <p className="font-serif text-8xl text-olive-600">404</p>
      <h1 className="text-3xl">{t('notFound.title')}</h1>
      <p className="text-stone-600">{t('notFound.text')}</p>
      <Link to="/" className="mt-2 inline-flex h-12 items-center rounded-full bg-olive-700 px-7 font-semibold text-white hover:bg-olive-800">{t('notFound.home')}</Link>
    </section>
  );
}

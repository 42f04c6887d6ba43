import { Feather } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@/hooks/use-page-meta.ts';

export default function BlogPage() {
  const { t } = useTranslation('info');
  usePageMeta({ title: t('blog.title'), description: t('blog.description') });
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-6 py-24 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-olive-100 text-olive-700"><Feather className="size-8" aria-hidden /></span>
      <h1 className="text-4xl sm:text-5xl">{t('blog.title')}</h1>
      <p className="text-lg text-stone-600">{t('blog.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/newsletter" className="inline-flex h-12 items-center rounded-full bg-terracotta-600 px-7 font-semibold text-white hover:bg-terracotta-700">{t('blog.newsletter')}</Link>
        <Link to="/" className="inline-flex h-12 items-center rounded-full border border-olive-700/40 px-7 font-semibold text-olive-900 hover:bg-olive-700/10">{t('backHome')}</Link>
      </div>
    </section>
  );
}

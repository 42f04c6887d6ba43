import { useEffect, useMemo } from 'react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState, EmptyState, PageStates } from '@/components/ui/page-states.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useDeferredData } from '@/hooks/use-deferred-data.ts';
import { usePageMeta } from '@/hooks/use-page-meta.ts';
import { useProducts } from '../api/get-products.ts';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

type Category = 'formaggi' | 'salumi';

/** /formaggi and /salumi: one category's cards, a link to the other list and back to the home products. */
export function ProductListPage({ category }: { category: Category }) {
  const { t, i18n } = useTranslation('catalogue');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'it';
  const query = useProducts(lang);
  const other: Category = category === 'formaggi' ? 'salumi' : 'formaggi';
  usePageMeta({ title: t(`lists.${category}.title`), description: t(`lists.${category}.intro`) });

  useEffect(() => {
    if (query.isError) toast.error(t('errors.load'), { description: query.error.message });
  }, [query.isError, query.error, t]);

  const products = useMemo(() => query.data?.filter((p) => p.category_slug === category), [query.data, category]);
  const shown = useDeferredData({ ...query, data: products });
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Link to="/#prodotti" className="inline-flex min-h-6 items-center gap-1 text-sm text-olive-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {t('lists.backToProducts')}
      </Link>
      <div className="mt-4 mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl sm:text-5xl">{t(`lists.${category}.title`)}</h1>
          <p className="mt-2 max-w-2xl text-stone-600">{t(`lists.${category}.intro`)}</p>
        </div>
        <Link
          to={`/${other}`}
          className="inline-flex items-center gap-2 rounded-full border border-olive-700/40 px-4 py-2 text-sm font-medium text-olive-900 hover:bg-olive-700/10"
        >
          {other === 'salumi' ? t('lists.toSalumi') : t('lists.toFormaggi')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      <PageStates
        query={shown}
        pending={<ProductGridSkeleton />}
        error={<ErrorState onRetry={query.refetch} />}
        empty={<EmptyState title={t('lists.empty')} />}
      >
        {(list) => <ProductGrid products={list} />}
      </PageStates>
    </section>
  );
}

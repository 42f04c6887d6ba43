import { Suspense } from 'react';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ProductBadge } from '@/components/product-badge.tsx';
import { Image } from '@/components/ui/image.tsx';
import { PageStates, type PageStatesProps } from '@/components/ui/page-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatEuro } from '@/lib/money.ts';
import { BESTSELLER_COUNT, type BestsellerTile } from '../bestsellers.ts';

function Tile({ product }: { product: BestsellerTile }) {
  return (
    <li>
      <Link
        to={`/prodotto/${product.slug}`}
        className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:-translate-y-0.5 hover:shadow-lg"
      >
        <span className="relative block overflow-hidden">
          <Image src={product.image_url ?? ''} alt={product.name} className="aspect-square w-full object-cover transition duration-500 group-hover:scale-105" />
          <ProductBadge badge={product.badge} className="absolute left-3 top-3" />
        </span>
        <span className="flex flex-1 flex-col gap-1 p-4">
          <span className="font-serif text-base leading-snug text-olive-950 sm:text-lg">{product.name}</span>
          {product.short_description && <span className="line-clamp-2 text-sm text-stone-600">{product.short_description}</span>}
          <span className="mt-auto pt-2 font-semibold text-terracotta-700">{formatEuro(product.price)}</span>
        </span>
      </Link>
    </li>
  );
}

const pending = (
  <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
    {Array.from({ length: BESTSELLER_COUNT }, (_, i) => (
      <li key={i}><Skeleton className="aspect-[3/4] w-full" /></li>
    ))}
  </ul>
);

export interface BestsellersSectionProps {
  /** The catalogue's product list, narrowed with pickBestsellers (the route connects the two). */
  query: PageStatesProps<BestsellerTile[]>['query'];
}

/** Our products (#prodotti): the four bestsellers and links to the two catalogues. */
export function BestsellersSection({ query }: BestsellersSectionProps) {
  const { t } = useTranslation('home');
  return (
    <section id="prodotti" aria-labelledby="prodotti-title" className="bg-cream-100 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="mb-3 text-xs font-semibold uppercase tracking-[0.3em] text-terracotta-700">{t('products.eyebrow')}</p>
            <h2 id="prodotti-title" className="text-3xl leading-tight sm:text-5xl">{t('products.title')}</h2>
            <p className="mt-4 max-w-2xl text-lg text-stone-700">{t('products.text')}</p>
          </div>
        </div>
        <div className="mt-10">
          <PageStates query={query} pending={pending}>
            {(products) => (
              // The badges' labels may still be on their way: the tiles wait for them, never in the other language.
              <Suspense fallback={pending}>
                <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="bestsellers">
                  {products.map((p) => <Tile key={p.id} product={p} />)}
                </ul>
              </Suspense>
            )}
          </PageStates>
        </div>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link to="/formaggi" className="inline-flex h-12 items-center gap-2 rounded-full bg-olive-700 px-6 font-semibold text-white hover:bg-olive-800">
            {t('products.cheeses')} <ArrowRight className="size-4" aria-hidden />
          </Link>
          <Link to="/salumi" className="inline-flex h-12 items-center gap-2 rounded-full border border-olive-700/40 px-6 font-semibold text-olive-900 hover:bg-olive-700/10">
            {t('products.meats')} <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}

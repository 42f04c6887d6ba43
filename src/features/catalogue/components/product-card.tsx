import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Image } from '@/components/ui/image.tsx';
import { formatEuro } from '@/lib/money.ts';
import type { Product } from '@/domain/catalogue.ts';
import { weightLabel } from '@/domain/product-labels.ts';
import { ProductBadge } from '@/components/product-badge.tsx';

/** `priority`: one of the first cards, in the first screen: its photo loads at once (it is the page's LCP). */
export function ProductCard({ product, priority }: { product: Product; priority?: boolean }) {
  const { t, i18n } = useTranslation('catalogue');
  const weight = weightLabel(product, i18n.resolvedLanguage ?? 'it');
  const soldOut = product.stock_quantity <= 0;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-cream-100">
        <Image
          src={product.image_url ?? ''}
          alt={product.name}
          priority={priority}
          className="size-full object-cover transition duration-500 group-hover:scale-105"
          fallbackClassName="size-full"
        />
        <div className="absolute left-3 top-3 flex gap-2">
          <ProductBadge badge={product.badge} />
          {soldOut && (
            <span className="rounded-full bg-stone-900/85 px-2.5 py-0.5 text-xs font-semibold text-white">{t('card.soldOut')}</span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-serif text-xl leading-tight">
          {/* The whole card is clickable through the stretched link. */}
          <Link to={`/prodotto/${product.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.name}
          </Link>
        </h2>
        {product.short_description && <p className="line-clamp-2 text-sm text-stone-600">{product.short_description}</p>}
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <span className="text-lg font-semibold text-olive-900">{formatEuro(product.price)}</span>
          <span className="text-sm text-stone-500">{t(weight.key, weight.values)}</span>
        </div>
      </div>
    </article>
  );
}

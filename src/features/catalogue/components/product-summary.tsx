import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '@/lib/money.ts';
import type { ProductDetail } from '@/domain/catalogue.ts';
import { weightLabel } from '@/domain/product-labels.ts';
import { ProductBadge } from '@/components/product-badge.tsx';

/** Name, price, stock and description; `actions` is where the route puts add-to-cart and the wishlist heart. */
export function ProductSummary({ product, actions }: { product: ProductDetail; actions: ReactNode }) {
  const { t, i18n } = useTranslation('catalogue');
  const weight = weightLabel(product, i18n.resolvedLanguage ?? 'it');
  const stock = product.stock_quantity;
  return (
    <div className="flex flex-col gap-4">
      <ProductBadge badge={product.badge} className="self-start" />
      <h1 className="text-4xl leading-tight sm:text-5xl">{product.name}</h1>
      {product.sku && <p className="text-sm text-stone-500">{t('detail.sku', { sku: product.sku })}</p>}
      <p className="flex items-baseline gap-3">
        <span className="text-3xl font-semibold text-olive-900">{formatEuro(product.price)}</span>
        <span className="text-stone-600">{t(weight.key, weight.values)}</span>
        <span className="text-xs text-stone-500">{t('detail.vatIncluded')}</span>
      </p>
      {stock <= 0 ? (
        <p role="status" className="rounded-lg bg-stone-900 px-4 py-2 font-semibold text-white" data-testid="sold-out">
          {t('detail.soldOut')} — {t('detail.soldOutHint')}
        </p>
      ) : (
        <p className="text-sm font-medium text-olive-700">
          {stock <= 5 ? t('detail.lowStock', { count: stock }) : t('detail.inStock')}
        </p>
      )}
      {product.short_description && <p className="text-lg text-stone-700">{product.short_description}</p>}
      {actions}
      {product.description && <p className="leading-relaxed text-stone-700">{product.description}</p>}
    </div>
  );
}

import { Link } from 'react-router-dom';
import { Eye, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge.tsx';
import { productBadgeClass, productBadgeTone } from '@/components/ui/badge-tone.ts';
import { Button } from '@/components/ui/button.tsx';
import { useEnumLabel } from '@/domain/enum-labels.ts';
import { formatEuro } from '@/lib/money.ts';
import type { AdminProduct } from '../api/get-admin-products.ts';
import { ProductImageUpload } from './product-image-upload.tsx';

const STATUS_TONE = { active: 'success', draft: 'warning', archived: 'neutral' } as const;

function ShopBadge({ badge }: { badge: string | null }) {
  const label = useEnumLabel();
  const tone = productBadgeTone(badge);
  if (!tone) return null;
  return (
    <Badge data-tone={tone} className={productBadgeClass[tone]}>
      {label('productBadge', badge)}
    </Badge>
  );
}

export function ProductCard({ product, onEdit }: { product: AdminProduct; onEdit: (p: AdminProduct) => void }) {
  const { t } = useTranslation('admin');
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm" data-testid={`admin-product-${product.slug}`}>
      <ProductImageUpload product={product} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone={STATUS_TONE[product.status]}>{t(`products.statuses.${product.status}`)}</Badge>
          <ShopBadge badge={product.badge} />
        </div>
        <h2 className="font-serif text-lg leading-tight text-olive-950">{product.name_it}</h2>
        <p className="truncate text-xs text-stone-500">{product.slug}</p>
        <dl className="mt-auto grid grid-cols-2 gap-1 text-sm">
          <dt className="text-stone-500">{t('products.price')}</dt>
          <dd className="text-right font-semibold" data-testid="admin-price">{formatEuro(product.price)}</dd>
          <dt className="text-stone-500">{t('products.stock')}</dt>
          <dd className="text-right font-semibold" data-testid="admin-stock">{product.stock_quantity}</dd>
        </dl>
        <div className="mt-2 flex gap-2">
          <Button asChild variant="outline" size="sm" className="flex-1">
            <Link to={`/prodotto/${product.slug}`}>
              <Eye className="size-4" aria-hidden />
              {t('products.view')}
            </Link>
          </Button>
          <Button size="sm" className="flex-1" onClick={() => onEdit(product)} aria-label={t('products.editLabel', { name: product.name_it })}>
            <Pencil className="size-4" aria-hidden />
            {t('products.edit')}
          </Button>
        </div>
      </div>
    </li>
  );
}

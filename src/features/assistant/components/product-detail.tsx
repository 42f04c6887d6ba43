// Product detail inside the panel: image, name, price, descriptions, weight, origin, aging, gallery, add to cart.
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Image } from '@/components/ui/image.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { agingLabel, weightLabel } from '@/domain/product-labels.ts';
import { useAddToCart } from '@/hooks/use-add-to-cart.ts';
import { formatEuro } from '@/lib/money.ts';
import type { ChatProduct } from '../types.ts';
import { cartItemOf } from './add-to-cart.ts';

export function ProductDetail({ product: p, onBack, onCheckout }: { product: ChatProduct; onBack: () => void; onCheckout: () => void }) {
  // The weight and aging labels are the shop's (catalogue namespace): one rule for both.
  const { t, i18n } = useTranslation(['assistant', 'catalogue']);
  const addToCart = useAddToCart();
  const weight = weightLabel(p, i18n.resolvedLanguage ?? 'it');
  const aging = agingLabel(p.aging_months);
  const gallery = (p.gallery_urls ?? []).filter((u) => u && u !== p.image_url);
  return (
    <article className="flex flex-col gap-3 p-4">
      <button type="button" onClick={onBack} className="flex min-h-8 cursor-pointer items-center gap-1 self-start text-sm text-olive-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> {t('product.back')}
      </button>
      <Image src={p.image_url ?? ''} alt={p.name} className="h-48 w-full rounded-xl object-cover" />
      <h3 className="font-serif text-xl text-olive-950">{p.name}</h3>
      <p className="text-lg font-semibold text-terracotta-700">{formatEuro(p.price)}</p>
      {p.short_description && <p className="text-sm text-stone-700">{p.short_description}</p>}
      {p.description && <p className="text-sm text-stone-600">{p.description}</p>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {(p.pack_label || p.weight != null) && (<><dt className="text-stone-500">{t('product.weight')}</dt><dd>{t(weight.key, weight.values)}</dd></>)}
        {p.origin && (<><dt className="text-stone-500">{t('product.origin')}</dt><dd>{p.origin}</dd></>)}
        {aging && (<><dt className="text-stone-500">{t('product.aging')}</dt><dd>{t(aging.key, aging.values)}</dd></>)}
      </dl>
      {gallery.length > 0 && (
        <ul aria-label={t('product.gallery')} className="flex gap-2 overflow-x-auto">
          {gallery.map((u) => (
            <li key={u} className="shrink-0"><Image src={u} alt={p.name} className="size-20 rounded-lg object-cover" /></li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={p.stock_quantity <= 0}
          onClick={() => {
            addToCart(cartItemOf(p));
            toast.success(t('product.added', { name: p.name }));
          }}
        >
          {p.stock_quantity <= 0 ? t('product.outOfStock') : t('product.addToCart')}
        </Button>
        <Button variant="accent" asChild>
          <Link to="/checkout" onClick={onCheckout}>{t('product.checkout')}</Link>
        </Button>
      </div>
    </article>
  );
}

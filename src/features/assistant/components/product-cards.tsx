// A horizontal row of 240 px product cards with details, add to cart and 'Vai al checkout'.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Image } from '@/components/ui/image.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useAddToCart } from '@/hooks/use-add-to-cart.ts';
import { formatEuro } from '@/lib/money.ts';
import type { ChatProduct } from '../types.ts';
import { cartItemOf } from './add-to-cart.ts';

interface Props {
  products: ChatProduct[];
  onDetails: (p: ChatProduct) => void;
  onCheckout: () => void;
}

export function ProductCards({ products, onDetails, onCheckout }: Props) {
  const { t } = useTranslation('assistant');
  const addToCart = useAddToCart();
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={t('product.list')} className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2">
        {products.map((p) => {
          const soldOut = p.stock_quantity <= 0;
          return (
            <li key={p.id} data-testid="chat-product-card" className="flex w-[240px] shrink-0 snap-start flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
              <Image src={p.image_url ?? ''} alt={p.name} className="h-32 w-full object-cover" />
              <div className="flex flex-1 flex-col gap-1 p-3">
                <h3 className="font-serif text-base leading-tight text-olive-950">{p.name}</h3>
                <p className="line-clamp-2 text-xs text-stone-600">{p.short_description}</p>
                <p className="mt-auto pt-1 text-sm font-semibold text-terracotta-700">{formatEuro(p.price)}</p>
                <div className="flex gap-2 pt-1">
                  <button type="button" onClick={() => onDetails(p)} className="min-h-8 flex-1 cursor-pointer rounded-lg border border-olive-700/30 px-2 text-xs font-medium text-olive-900 hover:bg-olive-700/10">
                    {t('product.details')}
                  </button>
                  <button
                    type="button"
                    disabled={soldOut}
                    onClick={() => {
                      addToCart(cartItemOf(p));
                      toast.success(t('product.added', { name: p.name }));
                    }}
                    className="min-h-8 flex-1 cursor-pointer rounded-lg bg-olive-700 px-2 text-xs font-medium text-cream-50 hover:bg-olive-800 disabled:cursor-not-allowed disabled:opacity-50"
                  >
                    {soldOut ? t('product.outOfStock') : t('product.addToCart')}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <Link to="/checkout" onClick={onCheckout} className="self-start rounded-full bg-terracotta-600 px-4 py-2 text-xs font-semibold text-white hover:bg-terracotta-700">
        {t('product.checkout')}
      </Link>
    </div>
  );
}

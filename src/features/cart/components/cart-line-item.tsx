import { Minus, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Image } from '@/components/ui/image.tsx';
import { formatEuro } from '@/lib/money.ts';
import { cartStore } from '../api/cart-store.ts';
import type { CartLine } from '../cart-reducer.ts';

const iconButton =
  'grid size-8 cursor-pointer place-items-center rounded-full border border-stone-300 bg-white text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';

export function CartLineItem({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const atMax = line.stock !== null && line.quantity >= line.stock;
  const setQuantity = (quantity: number) => cartStore.dispatch({ type: 'set-quantity', product_id: line.product_id, quantity });
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <Image src={line.image_url ?? ''} alt="" className="size-18 shrink-0 rounded-lg object-cover" compactFallback />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate font-medium text-stone-900">{line.name}</p>
        {line.sku && <p className="text-xs text-stone-500">{t('drawer.sku', { sku: line.sku })}</p>}
        <p className="text-sm text-olive-900">{formatEuro(line.price)}</p>
        <div className="mt-1 flex items-center gap-2">
          <button type="button" className={iconButton} onClick={() => setQuantity(line.quantity - 1)} aria-label={t('drawer.decrease', { name: line.name })}>
            <Minus className="size-4" aria-hidden />
          </button>
          <span className="min-w-6 text-center tabular-nums" aria-label={t('drawer.quantity', { name: line.name, count: line.quantity })} data-testid="cart-line-quantity">
            {line.quantity}
          </span>
          <button
            type="button"
            className={iconButton}
            onClick={() => setQuantity(line.quantity + 1)}
            disabled={atMax}
            title={atMax ? t('drawer.maxReached') : undefined}
            aria-label={t('drawer.increase', { name: line.name })}
          >
            <Plus className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className="ml-auto grid size-8 cursor-pointer place-items-center rounded-full text-stone-500 hover:bg-red-50 hover:text-red-700"
            onClick={() => cartStore.dispatch({ type: 'remove', product_id: line.product_id })}
            aria-label={t('drawer.remove', { name: line.name })}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      </div>
    </li>
  );
}

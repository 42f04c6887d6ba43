import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet.tsx';
import { formatEuro } from '@/lib/money.ts';
import { useCartState } from '../api/cart-store.ts';
import { cartCount, cartTotalCents } from '../cart-reducer.ts';
import { CartLineItem } from './cart-line-item.tsx';
import { launcherAvoid } from '@/lib/launcher-avoid.ts';

export function CartDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const { lines } = useCartState();
  const count = cartCount(lines);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" aria-describedby={undefined} data-testid="cart-drawer" className="text-stone-800">
        <header className="border-b border-stone-200 px-5 py-4 pr-14">
          <SheetTitle className="font-serif text-2xl text-olive-950">{t('drawer.title')}</SheetTitle>
          <p className="text-sm text-stone-500" aria-live="polite">
            {t('drawer.count', { count })}
          </p>
        </header>
        {lines.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
            <ShoppingBag className="size-10 text-stone-400" aria-hidden />
            <p className="font-serif text-xl">{t('drawer.emptyTitle')}</p>
            <SheetDescription className="text-sm text-stone-600">{t('drawer.emptyText')}</SheetDescription>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('drawer.continue')}
            </Button>
          </div>
        ) : (
          <>
            <ul className="flex-1 divide-y divide-stone-200 overflow-y-auto px-5">
              {lines.map((line) => (
                <CartLineItem key={line.product_id} line={line} />
              ))}
            </ul>
            <footer className="border-t border-stone-200 px-5 py-4">
              <div className="mb-3 flex items-center justify-between text-lg">
                <span>{t('drawer.total')}</span>
                <strong data-testid="cart-total">{formatEuro({ cents: cartTotalCents(lines) })}</strong>
              </div>
              <Button
                className="w-full"
                {...launcherAvoid}
                onClick={() => {
                  onOpenChange(false);
                  void navigate('/checkout');
                }}
              >
                {t('drawer.checkout')}
              </Button>
            </footer>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}

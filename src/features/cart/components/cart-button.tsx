// Navbar cart button with the live item count; opens the drawer. Also shows the sync-error toast.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { cartStore, useCartState } from '../api/cart-store.ts';
import { cartCount } from '../cart-reducer.ts';
import { withQueryClient } from '@/lib/query-boundary.tsx';

// The drawer (Radix dialog and its focus and scroll locks) loads when first wanted, not with the page.
const loadDrawer = () => import('./cart-drawer.tsx');
const CartDrawer = lazy(() => loadDrawer().then((m) => ({ default: withQueryClient(m.CartDrawer) })));

export function CartButton({ className }: { className?: string }) {
  const { t } = useTranslation('cart');
  const { lines, syncErrors, open } = useCartState();
  const count = cartCount(lines);
  const shownErrors = useRef(syncErrors);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  useEffect(() => {
    if (syncErrors > shownErrors.current) toast.error(t('errors.syncTitle'), { description: t('errors.sync'), id: 'cart-sync' });
    shownErrors.current = syncErrors;
  }, [syncErrors, t]);

  return (
    <>
      <button
        type="button"
        onClick={() => cartStore.setOpen(true)}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        className={clsx('relative grid size-10 cursor-pointer place-items-center rounded-full hover:bg-current/10', className)}
        aria-label={t('button.label', { count })}
        data-testid="cart-button"
      >
        <ShoppingBag className="size-5" aria-hidden />
        <span
          data-testid="cart-count"
          aria-hidden
          className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-terracotta-600 px-1 text-[0.7rem] font-semibold leading-5 text-white"
        >
          {count}
        </span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <CartDrawer open={open} onOpenChange={cartStore.setOpen} />
        </Suspense>
      )}
    </>
  );
}

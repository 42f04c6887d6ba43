// Read access and actions for routes that compose the cart with other features (checkout, payment).
import { cartStore, useCartState } from './cart-store.ts';
import { cartCount, cartTotalCents, type CartLine } from '../cart-reducer.ts';

export function useCart(): { lines: CartLine[]; count: number; totalCents: number; clear: () => void } {
  const { lines } = useCartState();
  return {
    lines,
    count: cartCount(lines),
    totalCents: cartTotalCents(lines),
    clear: () => cartStore.dispatch({ type: 'clear' }),
  };
}

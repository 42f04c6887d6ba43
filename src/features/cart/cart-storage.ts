// The visitor's cart in local storage under the key `cart` (spec). Bad or foreign data reads as empty.
import type { CartLine } from './cart-reducer.ts';

const CART_STORAGE_KEY = 'cart';

function isLine(v: unknown): v is CartLine {
  const l = v as CartLine;
  return (
    typeof l === 'object' && l !== null && typeof l.product_id === 'string' && Number.isInteger(l.quantity) &&
    l.quantity > 0 && typeof l.name === 'string' && typeof l.price === 'number'
  );
}

export function readStoredCart(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CART_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLine).map((l) => ({ ...l, stock: l.stock ?? null })) : [];
  } catch {
    return [];
  }
}

export function writeStoredCart(lines: CartLine[], storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // Storage full or blocked: the cart lives for this page view.
  }
}

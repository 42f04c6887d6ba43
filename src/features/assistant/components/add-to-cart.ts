// Features do not import each other: the cart feature listens for this window event (docs/contracts.md,
// "Browser events") and adds the item to its own store.
import type { ChatProduct } from '../types.ts';

export function dispatchAddToCart(p: ChatProduct, quantity = 1): void {
  window.dispatchEvent(
    new CustomEvent('cart:add', {
      detail: { product_id: p.id, quantity, name: p.name, price: Number(p.price), image_url: p.image_url, sku: p.sku },
    }),
  );
}

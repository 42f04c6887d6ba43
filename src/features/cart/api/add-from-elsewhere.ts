// What another feature's "add to cart" does: the app hands this to them through AddToCartContext
// (app/layout/assistant-launcher.tsx). Its own module, so it loads with them and not in the first render.
import type { CartItemInput } from '@/hooks/use-add-to-cart.ts';
import { cartStore } from './cart-store.ts';

/** Adds the line, merging quantities. Its stock is unknown here; place_order still refuses more than the stock. */
export function addItemFromElsewhere(item: CartItemInput): void {
  cartStore.dispatch({
    type: 'add',
    quantity: item.quantity && item.quantity > 0 ? item.quantity : 1,
    product: { product_id: item.product_id, name: item.name, price: item.price, image_url: item.image_url, sku: item.sku, stock: null },
  });
}

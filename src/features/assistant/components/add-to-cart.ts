// The line a chat product card hands to the cart, through the port the app provides (hooks/use-add-to-cart.ts).
import type { CartItemInput } from '@/hooks/use-add-to-cart.ts';
import type { ChatProduct } from '../types.ts';

export function cartItemOf(p: ChatProduct, quantity = 1): CartItemInput {
  return { product_id: p.id, quantity, name: p.name, price: Number(p.price), image_url: p.image_url, sku: p.sku };
}

// The port through which a feature puts a product in the cart without importing the cart feature: the app
// (app/layout/assistant-launcher.tsx) provides the cart's own function; the assistant's product cards call it.
// Typed, unlike the window event it replaces, and visible to the compiler from both ends.
import { createContext, useContext } from 'react';

/** A product line as another feature hands it to the cart (its stock is unknown there: place_order checks). */
export interface CartItemInput {
  product_id: string;
  name: string;
  price: number;
  image_url: string | null;
  sku: string | null;
  quantity?: number;
}

export type AddToCart = (item: CartItemInput) => void;

export const AddToCartContext = createContext<AddToCart | null>(null);

/** The cart's add function, as the app provides it; throws when rendered outside the provider. */
export function useAddToCart(): AddToCart {
  const add = useContext(AddToCartContext);
  if (!add) throw new Error('useAddToCart needs AddToCartContext: the app provides it where the feature is mounted');
  return add;
}

// @vitest-environment jsdom
// The assistant reaches the cart only through the port the app provides: what a chat card hands over lands in
// the cart's store, typed at both ends (no window event).
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, it } from 'vitest';
import { cartItemOf } from '@/features/assistant/components/add-to-cart.ts';
import { addItemFromElsewhere } from '@/features/cart/api/add-from-elsewhere.ts';
import { cartStore } from '@/features/cart/api/cart-store.ts';
import { AddToCartContext, useAddToCart } from '@/hooks/use-add-to-cart.ts';

afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => (
  <AddToCartContext.Provider value={addItemFromElsewhere}>{children}</AddToCartContext.Provider>
);

it('adds a chat product to the cart, merging quantities', () => {
  cartStore.dispatch({ type: 'clear' });
  const { result } = renderHook(() => useAddToCart(), { wrapper });
  const product = { id: 'p1', name: 'Primo Fiore', price: 14.5, image_url: null, sku: 'TS-FOR-002' } as Parameters<typeof cartItemOf>[0];
  result.current(cartItemOf(product));
  result.current(cartItemOf(product, 2));
  expect(cartStore.getState().lines).toMatchObject([{ product_id: 'p1', name: 'Primo Fiore', price: 14.5, quantity: 3, sku: 'TS-FOR-002' }]);
});

it('says which provider is missing instead of adding nowhere', () => {
  expect(() => renderHook(() => useAddToCart())).toThrow(/AddToCartContext/);
});

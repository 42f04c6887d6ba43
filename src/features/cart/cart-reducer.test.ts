import { describe, expect, it } from 'vitest';
import { canAddMore, cartCount, cartReducer, cartTotalCents, type CartLine, type CartProduct } from './cart-reducer.ts';

const pecorino: CartProduct = { product_id: 'p1', name: 'Pecorino', price: 12.5, image_url: null, sku: 'PEC', stock: 3 };
const ricotta: CartProduct = { product_id: 'p2', name: 'Ricotta', price: 4.1, image_url: null, sku: 'RIC', stock: null };
const line = (p: CartProduct, quantity: number): CartLine => ({ ...p, quantity });

describe('cartReducer', () => {
  const cases: Array<[string, CartLine[], Parameters<typeof cartReducer>[1], CartLine[]]> = [
    ['adds a new product with quantity 1', [], { type: 'add', product: pecorino }, [line(pecorino, 1)]],
    ['raises the quantity of a product already in the cart', [line(pecorino, 1)], { type: 'add', product: pecorino, quantity: 1 }, [line(pecorino, 2)]],
    ['never goes above stock when adding', [line(pecorino, 2)], { type: 'add', product: pecorino, quantity: 5 }, [line(pecorino, 3)]],
    ['keeps the known stock when an add does not know it', [line(pecorino, 2)], { type: 'add', product: { ...pecorino, stock: null }, quantity: 5 }, [line(pecorino, 3)]],
    ['does not add a product with stock 0', [], { type: 'add', product: { ...pecorino, stock: 0 } }, []],
    ['ignores adding zero units', [], { type: 'add', product: pecorino, quantity: 0 }, []],
    ['sets a quantity', [line(pecorino, 1)], { type: 'set-quantity', product_id: 'p1', quantity: 2 }, [line(pecorino, 2)]],
    ['clamps a set quantity to stock', [line(pecorino, 1)], { type: 'set-quantity', product_id: 'p1', quantity: 9 }, [line(pecorino, 3)]],
    ['removes the line when the quantity is set to 0', [line(pecorino, 1), line(ricotta, 1)], { type: 'set-quantity', product_id: 'p1', quantity: 0 }, [line(ricotta, 1)]],
    ['removes the line when the quantity is negative', [line(pecorino, 2)], { type: 'set-quantity', product_id: 'p1', quantity: -1 }, []],
    ['leaves the cart alone for an unknown product', [line(pecorino, 1)], { type: 'set-quantity', product_id: 'x', quantity: 4 }, [line(pecorino, 1)]],
    ['removes a line', [line(pecorino, 1), line(ricotta, 2)], { type: 'remove', product_id: 'p2' }, [line(pecorino, 1)]],
    ['clears', [line(pecorino, 1)], { type: 'clear' }, []],
    ['replaces and drops empty lines', [], { type: 'replace', lines: [line(pecorino, 7), line(ricotta, 0)] }, [line(pecorino, 3)]],
  ];
  it.each(cases)('%s', (_name, before, action, after) => {
    expect(cartReducer(before, action)).toEqual(after);
  });

  it('does not mutate the previous state', () => {
    const before = [line(pecorino, 1)];
    cartReducer(before, { type: 'add', product: pecorino });
    expect(before).toEqual([line(pecorino, 1)]);
  });
});

describe('cart figures', () => {
  it('counts units, not lines', () => {
    expect(cartCount([line(pecorino, 2), line(ricotta, 3)])).toBe(5);
    expect(cartCount([])).toBe(0);
  });
  it('sums in cents without floating drift', () => {
    expect(cartTotalCents([line(ricotta, 3)])).toBe(1230);
    expect(cartTotalCents([line(pecorino, 2), line(ricotta, 1)])).toBe(2910);
  });
  it('knows when one more unit fits into stock', () => {
    expect(canAddMore([line(pecorino, 3)], 'p1', 3)).toBe(false);
    expect(canAddMore([line(pecorino, 2)], 'p1', 3)).toBe(true);
    expect(canAddMore([], 'p1', 0)).toBe(false);
    expect(canAddMore([], 'p2', null)).toBe(true);
  });
});

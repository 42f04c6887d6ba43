import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-reducer.ts';
import { mergeCarts } from './cart-merge.ts';

const l = (product_id: string, quantity: number, stock: number | null = 10): CartLine => ({
  product_id, quantity, stock, name: product_id, price: 1, image_url: null, sku: null,
});

describe('mergeCarts', () => {
  const cases: Array<{ name: string; local: CartLine[]; server: CartLine[]; lines: [string, number][]; inserts: string[]; updates: [string, number][] }> = [
    { name: 'both empty', local: [], server: [], lines: [], inserts: [], updates: [] },
    { name: 'only local items are inserted on the server', local: [l('a', 2)], server: [], lines: [['a', 2]], inserts: ['a'], updates: [] },
    { name: 'only server items stay untouched', local: [], server: [l('a', 2)], lines: [['a', 2]], inserts: [], updates: [] },
    { name: 'a larger local quantity wins and is written', local: [l('a', 5)], server: [l('a', 2)], lines: [['a', 5]], inserts: [], updates: [['a', 5]] },
    { name: 'a larger server quantity wins without a write', local: [l('a', 1)], server: [l('a', 4)], lines: [['a', 4]], inserts: [], updates: [] },
    { name: 'equal quantities need no write', local: [l('a', 3)], server: [l('a', 3)], lines: [['a', 3]], inserts: [], updates: [] },
    { name: 'the winner is clamped to the server stock', local: [l('a', 9, 9)], server: [l('a', 2, 4)], lines: [['a', 4]], inserts: [], updates: [['a', 4]] },
    { name: 'a local item out of stock is not inserted', local: [l('a', 2, 0)], server: [], lines: [], inserts: [], updates: [] },
    {
      name: 'mixed: insert, raise and keep',
      local: [l('a', 1), l('b', 6)],
      server: [l('b', 2), l('c', 1)],
      lines: [['b', 6], ['c', 1], ['a', 1]],
      inserts: ['a'],
      updates: [['b', 6]],
    },
  ];
  it.each(cases)('$name', ({ local, server, lines, inserts, updates }) => {
    const r = mergeCarts(local, server);
    expect(r.lines.map((x) => [x.product_id, x.quantity])).toEqual(lines);
    expect(r.inserts.map((x) => x.product_id)).toEqual(inserts);
    expect(r.updates.map((x) => [x.product_id, x.quantity])).toEqual(updates);
  });
});

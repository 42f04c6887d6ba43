// Sign-in merge of the local (visitor) cart into the server cart.
// Rule of the spec: items only local are inserted on the server; for items on both sides the larger quantity
// wins and is written to the server; items only on the server stay as they are.
import { clampQuantity, type CartLine } from './cart-reducer.ts';

export interface CartMergeResult {
  lines: CartLine[];
  /** Lines to insert on the server (only local). */
  inserts: CartLine[];
  /** Lines whose server quantity must be raised to the local one. */
  updates: CartLine[];
}

export function mergeCarts(local: CartLine[], server: CartLine[]): CartMergeResult {
  const inserts: CartLine[] = [];
  const updates: CartLine[] = [];
  const lines: CartLine[] = server.map((s) => ({ ...s }));
  for (const l of local) {
    const i = lines.findIndex((s) => s.product_id === l.product_id);
    if (i === -1) {
      const quantity = clampQuantity(l.quantity, l.stock);
      if (quantity <= 0) continue;
      const line = { ...l, quantity };
      lines.push(line);
      inserts.push(line);
      continue;
    }
    const s = lines[i];
    // Stock from the server join is fresher than the local snapshot.
    const stock = s.stock ?? l.stock;
    const quantity = clampQuantity(Math.max(s.quantity, l.quantity), stock);
    if (quantity !== s.quantity) {
      lines[i] = { ...s, quantity };
      updates.push(lines[i]);
    }
  }
  return { lines: lines.filter((l) => l.quantity > 0), inserts, updates };
}

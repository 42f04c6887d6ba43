// The cart as a pure reducer: the same function drives the local cart, the optimistic server cart and the tests.
// Invariants: one line per product; quantities are whole numbers from 1 to the product's stock; a quantity at or
// below 0 removes the line.

export interface CartLine {
  product_id: string;
  quantity: number;
  name: string;
  /** Unit price in euro as shown by the catalogue (the database decides the charged price). */
  price: number;
  image_url: string | null;
  sku: string | null;
  slug?: string | null;
  /** Stock known when the line was last touched; null when unknown (no upper clamp). */
  stock: number | null;
}

export type CartProduct = Omit<CartLine, 'quantity'>;

export type CartAction =
  | { type: 'add'; product: CartProduct; quantity?: number }
  | { type: 'set-quantity'; product_id: string; quantity: number }
  | { type: 'remove'; product_id: string }
  | { type: 'clear' }
  | { type: 'replace'; lines: CartLine[] };

/** Clamps a wanted quantity into [0, stock]; non-numbers count as 0. */
export function clampQuantity(quantity: number, stock: number | null): number {
  const q = Number.isFinite(quantity) ? Math.floor(quantity) : 0;
  const max = stock === null ? Number.POSITIVE_INFINITY : Math.max(0, Math.floor(stock));
  return Math.min(Math.max(q, 0), max);
}

export function cartReducer(lines: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'add': {
      const wanted = action.quantity ?? 1;
      if (wanted <= 0) return lines;
      const existing = lines.find((l) => l.product_id === action.product.product_id);
      if (!existing) {
        const quantity = clampQuantity(wanted, action.product.stock);
        return quantity > 0 ? [...lines, { ...action.product, quantity }] : lines;
      }
      // Fresh product data (price, stock) replaces the stored snapshot; an unknown stock keeps the known one.
      const stock = action.product.stock ?? existing.stock;
      const quantity = clampQuantity(existing.quantity + wanted, stock);
      return lines.map((l) => (l === existing ? { ...l, ...action.product, stock, quantity } : l));
    }
    case 'set-quantity': {
      const existing = lines.find((l) => l.product_id === action.product_id);
      if (!existing) return lines;
      const quantity = clampQuantity(action.quantity, existing.stock);
      if (quantity <= 0) return lines.filter((l) => l !== existing);
      return lines.map((l) => (l === existing ? { ...l, quantity } : l));
    }
    case 'remove':
      return lines.filter((l) => l.product_id !== action.product_id);
    case 'clear':
      return [];
    case 'replace':
      return action.lines
        .map((l) => ({ ...l, quantity: clampQuantity(l.quantity, l.stock) }))
        .filter((l) => l.quantity > 0);
  }
}

export function cartCount(lines: CartLine[]): number {
  return lines.reduce((n, l) => n + l.quantity, 0);
}

/** Total in integer cents, so sums of decimal prices do not drift. */
export function cartTotalCents(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + Math.round(l.price * 100) * l.quantity, 0);
}

/** Whether one more unit of the product may be added. */
export function canAddMore(lines: CartLine[], product_id: string, stock: number | null): boolean {
  if (stock !== null && stock <= 0) return false;
  const line = lines.find((l) => l.product_id === product_id);
  return stock === null || !line || line.quantity < stock;
}

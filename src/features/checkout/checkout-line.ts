// What checkout needs of a cart line; the route maps the cart's lines to this.
export interface CheckoutLine {
  product_id: string;
  quantity: number;
  name: string;
  price: number;
  image_url: string | null;
}

export const subtotalCents = (lines: CheckoutLine[]) =>
  lines.reduce((sum, l) => sum + Math.round(l.price * 100) * l.quantity, 0);

// "e se prendo 2 pecorini da 24,90?": a count of a kind said with its unit price is the one product of that kind at
// that price, an order line like one named; the price only tells it apart, the sum is the database's.

/** Words a unit price follows: "da 24,90", "a 19,90", "at 24.90", "for 12.90". */
const PRICE_BEFORE = new Set(['da', 'a', 'at', 'for', 'eur', 'euro']);
const isNumber = (t: string | undefined) => t !== undefined && /^\d{1,3}$/.test(t);
const isCents = (t: string | undefined) => t !== undefined && /^\d{2}$/.test(t);

/** Where a unit price starts in the tokens ("da 24 90": at 24), or -1. Its euros and cents are no counts. */
const unitPriceStart = (tokens: string[]) =>
  tokens.findIndex((t, i) => PRICE_BEFORE.has(tokens[i - 1] ?? '') && (/^\d{1,3}[.,]\d{2}$/.test(t) || (isNumber(t) && (isCents(tokens[i + 1]) || tokens[i + 1] === 'euro'))));

/** Whether the number at `i` is part of a unit price said ("da 24 90": both 24 and 90), not a count. */
export function unitPriceNumberAt(tokens: string[], i: number): boolean {
  const at = unitPriceStart(tokens);
  return at >= 0 && (i === at || (i === at + 1 && isCents(tokens[i])));
}

/** The unit price a part of a message says, in euros, or null. */
export function unitPriceSaidIn(tokens: string[]): number | null {
  const at = unitPriceStart(tokens);
  if (at < 0) return null;
  if (/[.,]/.test(tokens[at])) return Number(tokens[at].replace(',', '.'));
  return Number(tokens[at]) + (isCents(tokens[at + 1]) ? Number(tokens[at + 1]) / 100 : 0);
}

/** The one product at the unit price the part says whose name shares a word's stem with it ("pecorini" → "Pecorino
 * stagionato"), or null. */
export function productAtUnitPrice(part: string[], ids: string[], fact: (id: string) => { name: string; price: number } | undefined): string | null {
  const price = unitPriceSaidIn(part);
  if (price === null) return null;
  const stems = part.filter((w) => w.length >= 5 && !/\d/.test(w)).map((w) => w.slice(0, 5));
  const at = ids.filter((id) => {
    const f = fact(id);
    return f && Math.abs(f.price - price) < 0.005 && stems.some((s) => f.name.toLowerCase().split(/\s+/).some((n) => n.startsWith(s)));
  });
  return at.length === 1 ? at[0] : null;
}

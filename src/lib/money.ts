// Euro amounts are always shown in the Italian locale, whatever the interface language: "12,50 €", "12.345,67 €".
// Written out rather than by Intl.NumberFormat: a page's first Intl object makes Chromium load its locale data,
// ~25 ms (100 ms on a slow phone) inside the first render of every page with a price. money.test.ts holds the
// output equal to Intl's it-IT format (rounding, grouping from five digits, the no-break space) for any amount.

/** "1234" → "1234", "12345" → "12.345": Italian groups thousands only from five digits on. */
export function groupThousands(digits: string): string {
  return digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '.');
}

/** |value| with `decimals` digits, rounded half away from zero on its shortest decimal form, as Intl does. */
function fixed(abs: number, decimals: number): [string, string] {
  const text = String(abs);
  if (/e/i.test(text)) return split(abs.toFixed(decimals)); // below 1e-6 or above 1e21: not an amount anyone is shown
  const [int, frac = ''] = text.split('.');
  if (frac.length <= decimals) return [int, frac.padEnd(decimals, '0')];
  const kept = (BigInt(int + frac.slice(0, decimals)) + (frac[decimals] >= '5' ? 1n : 0n)).toString().padStart(decimals + 1, '0');
  return [kept.slice(0, kept.length - decimals), kept.slice(kept.length - decimals)];
}

const split = (text: string): [string, string] => {
  const [int, frac = ''] = text.split('.');
  return [int, frac];
};

function euros(value: number, decimals: number): string {
  const [int, frac] = fixed(Math.abs(value), decimals);
  return `${value < 0 ? '-' : ''}${groupThousands(int)}${frac ? `,${frac}` : ''}\u00a0€`;
}

/** Formats euros. Pass `{cents: n}` for integer cents from client arithmetic, or a number of euros. */
export function formatEuro(amount: number | string | { cents: number }): string {
  const value = typeof amount === 'object' ? amount.cents / 100 : Number(amount);
  return euros(Number.isFinite(value) ? value : 0, 2);
}

/** Exact euros (numeric from the database, e.g. "12.50" or 12.5) to integer cents. */
export function toCents(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}

/** Euros without cents when there are none ("141 €", "141,50 €"): for cells too narrow for ",00". */
export function formatEuroCompact(amount: number | string): string {
  const value = Number.isFinite(Number(amount)) ? Number(amount) : 0;
  return euros(value, Number.isInteger(value) ? 0 : 2);
}

// Euro amounts are always shown in the Italian locale, whatever the interface language.
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** Formats euros. Pass `{cents: n}` for integer cents from client arithmetic, or a number of euros. */
export function formatEuro(amount: number | string | { cents: number }): string {
  const value = typeof amount === 'object' ? amount.cents / 100 : Number(amount);
  return euro.format(Number.isFinite(value) ? value : 0);
}

/** Exact euros (numeric from the database, e.g. "12.50" or 12.5) to integer cents. */
export function toCents(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}

const wholeEuro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** Euros without cents when there are none ("141 €", "141,50 €"): for cells too narrow for ",00". */
export function formatEuroCompact(amount: number | string): string {
  const value = Number.isFinite(Number(amount)) ? Number(amount) : 0;
  return Number.isInteger(value) ? wholeEuro.format(value) : euro.format(value);
}

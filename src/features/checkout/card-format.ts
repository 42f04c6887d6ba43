// Card field formatting of the spec: number digits only grouped by 4 (at most 19 characters), expiry MM/YY
// (5 characters), CVV digits only (at most 4). Applied on every keystroke.

export const CARD_NUMBER_MAX = 19;
export const EXPIRY_MAX = 5;
export const CVV_MAX = 4;

const digits = (s: string) => s.replace(/\D/g, '');

export function formatCardNumber(input: string): string {
  // 16 digits in groups of 4 fill exactly 19 characters.
  const d = digits(input).slice(0, 16);
  return d.replace(/(\d{4})(?=\d)/g, '$1 ').slice(0, CARD_NUMBER_MAX);
}

export function formatExpiry(input: string): string {
  const d = digits(input).slice(0, 4);
  if (d.length <= 2) return d;
  return `${d.slice(0, 2)}/${d.slice(2)}`;
}

export function formatCvv(input: string): string {
  return digits(input).slice(0, CVV_MAX);
}

export function cardDigits(formatted: string): string {
  return digits(formatted);
}

/** True when MM/YY names a real month that has not ended before `now`. */
export function isExpiryValid(expiry: string, now: Date = new Date()): boolean {
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  return year > thisYear || (year === thisYear && month >= thisMonth);
}

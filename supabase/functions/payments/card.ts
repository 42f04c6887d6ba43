// The card as typed (spaces and dashes allowed, as printed), checked on the server before any provider sees
// it: shape errors name the field (400); a failed Luhn check or a past expiry are declines (402), as a
// provider would answer them.
import { FieldError, object, text } from './fields.ts';
import type { CardInput, DeclineCode } from './provider.ts';

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function parseCard(value: unknown, field = 'card'): CardInput {
  const o = object(value, field);
  const number = (text(o, 'number', `${field}.number`, 30) ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) throw new FieldError(`${field}.number`, '12 to 19 digits expected');
  const expiry = (text(o, 'expiry', `${field}.expiry`, 7) ?? '').replace(/\s/g, '');
  const m = /^(\d{2})\/(\d{2}|\d{4})$/.exec(expiry);
  const month = m ? Number(m[1]) : 0;
  if (!m || month < 1 || month > 12) throw new FieldError(`${field}.expiry`, 'MM/YY expected');
  const cvc = text(o, 'cvv', `${field}.cvv`, 4) ?? '';
  if (!/^\d{3,4}$/.test(cvc)) throw new FieldError(`${field}.cvv`, '3 or 4 digits expected');
  const holder = (text(o, 'holder', `${field}.holder`, 100) ?? '').trim();
  if (!holder) throw new FieldError(`${field}.holder`, 'required');
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return { number, expMonth: month, expYear: year, cvc, holder };
}

/** What a provider would decline before asking the bank: a mistyped number or a card past its month. */
export function cardProblem(card: CardInput, now: Date = new Date()): DeclineCode | null {
  if (!luhnValid(card.number)) return 'incorrect_number';
  const y = now.getUTCFullYear();
  const mo = now.getUTCMonth() + 1;
  if (card.expYear < y || (card.expYear === y && card.expMonth < mo)) return 'expired_card';
  return null;
}

export const lastFour = (card: CardInput): string => card.number.slice(-4);

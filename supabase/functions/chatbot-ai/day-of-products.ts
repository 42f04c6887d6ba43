// A day said in words beside products and nothing of a stay ("stasera carbonara: quale salume?", "for tomorrow's
// lunch which cheese?"): the day of the meal, not a night to book, so "quanto" beside it asks no room's price.
import type { Understanding } from './understand.ts';

const STAY_KINDS = ['rooms', 'availability', 'book', 'checkin'] as const;

export function withoutStayOfProductsDay(u: Understanding): Understanding {
  if (!u.dates || u.datesWritten || u.nights !== null || u.guests !== null || u.rooms.length || u.roomGroup.length) return u;
  const products = (u.scores.salumi ?? 0) + (u.scores.cheese ?? 0) + (u.scores.products ?? 0);
  if (!products || STAY_KINDS.some((k) => (u.scores[k] ?? 0) > 0)) return u;
  return { ...u, dates: null };
}

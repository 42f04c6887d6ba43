// An independent model of the rate rules (docs/rates.md), for the property tests of quote_stay: which rule
// decides a night and what the rules refuse. Days are integers (offsets from a base day); money in cents.
import fc from 'fast-check';

export interface RuleSpec {
  forRoom: boolean;
  first: number;
  length: number;
  priority: number;
  price: number;
  uplift: number;
  weekendNights: number[];
  minStay: number[];
  closedToArrival: number[];
  closedToDeparture: number[];
  baseOccupancy: number | null;
  extraGuestFee: number;
  longStayNights: number | null;
  longStayPercent: number;
}

const weekdays = fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 3 });

/** Rules inside a window of `span` nights; often overlapping, with tied priorities on purpose. */
export const ruleArb = (span: number): fc.Arbitrary<RuleSpec> =>
  fc.record({
    forRoom: fc.boolean(),
    first: fc.integer({ min: 0, max: span - 1 }),
    length: fc.integer({ min: 0, max: 25 }),
    priority: fc.integer({ min: -1, max: 1 }),
    price: fc.integer({ min: 3000, max: 20000 }),
    uplift: fc.constantFrom(0, 0, 1000, 2550),
    weekendNights: fc.constantFrom([5, 6], [6], [], [5, 6, 7]),
    minStay: fc.array(fc.constantFrom(1, 1, 2, 3, 5), { minLength: 7, maxLength: 7 }),
    closedToArrival: weekdays,
    closedToDeparture: weekdays,
    baseOccupancy: fc.constantFrom(null, 1),
    extraGuestFee: fc.constantFrom(0, 1500),
    longStayNights: fc.constantFrom(null, 3, 7),
    longStayPercent: fc.constantFrom(0, 10, 15),
  });

/** ISO weekday (1 Monday … 7 Sunday) of a yyyy-MM-dd day. */
function isoDow(day: string): number {
  const d = new Date(`${day}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

export interface Placed extends RuleSpec {
  index: number; // insertion order: a later rule is newer
}

/** The deciding rule of a night: priority, then a room's rule over an all-rooms one, then shorter, then newer. */
function decide(rules: Placed[], night: number): Placed | null {
  const applicable = rules.filter((r) => night >= r.first && night <= r.first + r.length);
  applicable.sort((a, b) =>
    b.priority - a.priority || Number(b.forRoom) - Number(a.forRoom) || a.length - b.length || b.index - a.index);
  return applicable[0] ?? null;
}

export interface Expected {
  problems: string[];
  nights: { rule: Placed | null; price: number; extra: number }[];
  discount: number;
}

/** What the quote of `nights` nights from day `checkIn` for `guests` must say; `day(n)` names day n. */
export function expectQuote(rules: Placed[], checkIn: number, nights: number, guests: number, basePrice: number, day: (n: number) => string): Expected {
  const arrival = decide(rules, checkIn);
  const departure = decide(rules, checkIn + nights);
  const problems: string[] = [];
  if (arrival?.closedToArrival.includes(isoDow(day(checkIn)))) problems.push('CLOSED_TO_ARRIVAL');
  if (departure?.closedToDeparture.includes(isoDow(day(checkIn + nights)))) problems.push('CLOSED_TO_DEPARTURE');
  if (nights < (arrival ? arrival.minStay[isoDow(day(checkIn)) - 1] : 1)) problems.push('MIN_STAY');
  const list = Array.from({ length: nights }, (_, i) => {
    const rule = decide(rules, checkIn + i);
    if (!rule) return { rule, price: basePrice, extra: 0 };
    const uplift = rule.weekendNights.includes(isoDow(day(checkIn + i))) ? rule.uplift : 0;
    const extra = rule.baseOccupancy !== null && guests > rule.baseOccupancy ? (guests - rule.baseOccupancy) * rule.extraGuestFee : 0;
    return { rule, price: rule.price + uplift, extra };
  });
  const sum = list.reduce((s, n) => s + n.price + n.extra, 0);
  const discount = arrival?.longStayNights && nights >= arrival.longStayNights && arrival.longStayPercent > 0
    ? Math.round((sum * arrival.longStayPercent) / 100) : 0;
  return { problems, nights: list, discount };
}

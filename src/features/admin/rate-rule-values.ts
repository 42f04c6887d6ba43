// The rate rule form's values and their mapping to and from a rate_rules row. The database checks the same
// ranges (rate_rules' constraints); these messages only say it sooner, in the owner's language.
import { z } from 'zod';
import type { RateRule, RateRuleInput } from './api/rate-rules.ts';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const E = 'rates:rule.errors';
const amount = z.number(`${E}.number`).min(0, `${E}.range`).max(100000, `${E}.range`);
const whole = (min: number, max: number) => z.number(`${E}.number`).int(`${E}.wholeNumber`).min(min, `${E}.range`).max(max, `${E}.range`);
const days = z.array(z.number().int().min(1).max(7));

export const rateRuleSchema = z
  .object({
    name: z.string().trim().min(1, `${E}.required`).max(80, `${E}.tooLong`),
    name_en: z.string().trim().max(80, `${E}.tooLong`),
    room_id: z.string(),
    first_night: z.string().min(1, `${E}.required`),
    last_night: z.string().min(1, `${E}.required`),
    priority: whole(-1000, 1000),
    nightly_price: amount,
    weekend_uplift: amount,
    weekend_nights: days,
    min_stay: z.array(whole(1, 60)).length(7),
    closed_to_arrival: days,
    closed_to_departure: days,
    base_occupancy: whole(1, 50).nullable(),
    extra_guest_fee: amount,
    long_stay_nights: whole(2, 365).nullable(),
    long_stay_percent: z.number(`${E}.number`).min(0, `${E}.range`).max(99, `${E}.range`),
  })
  .refine((v) => !v.first_night || !v.last_night || v.last_night >= v.first_night, { path: ['last_night'], message: `${E}.order` });
export type RateRuleValues = z.infer<typeof rateRuleSchema>;

export function ruleValues(rule?: RateRule, defaults: Partial<RateRuleValues> = {}): RateRuleValues {
  return {
    name: rule?.name ?? '',
    name_en: rule?.name_en ?? '',
    room_id: rule?.room_id ?? '',
    first_night: rule?.first_night ?? '',
    last_night: rule?.last_night ?? '',
    priority: rule?.priority ?? 0,
    nightly_price: Number(rule?.nightly_price ?? 0),
    weekend_uplift: Number(rule?.weekend_uplift ?? 0),
    weekend_nights: rule?.weekend_nights ?? [5, 6],
    min_stay: rule?.min_stay ?? [1, 1, 1, 1, 1, 1, 1],
    closed_to_arrival: rule?.closed_to_arrival ?? [],
    closed_to_departure: rule?.closed_to_departure ?? [],
    base_occupancy: rule?.base_occupancy ?? null,
    extra_guest_fee: Number(rule?.extra_guest_fee ?? 0),
    long_stay_nights: rule?.long_stay_nights ?? null,
    long_stay_percent: Number(rule?.long_stay_percent ?? 0),
    ...(rule ? {} : defaults),
  };
}

const sorted = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b);

/** The row to write: '' room = every room, empty English name = none, weekdays sorted and unique. */
export function ruleInput(v: RateRuleValues): RateRuleInput {
  return {
    ...v,
    name: v.name.trim(),
    name_en: v.name_en.trim() || null,
    room_id: v.room_id || null,
    weekend_nights: sorted(v.weekend_nights),
    closed_to_arrival: sorted(v.closed_to_arrival),
    closed_to_departure: sorted(v.closed_to_departure),
  };
}

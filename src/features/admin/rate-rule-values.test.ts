import { describe, expect, it } from 'vitest';
import { rateRuleSchema, ruleInput, ruleValues } from './rate-rule-values.ts';

const valid = { ...ruleValues(), name: 'Agosto', first_night: '2027-08-01', last_night: '2027-08-31', nightly_price: 170 };

describe('rate rule form values', () => {
  it('starts a new rule with the database defaults: Friday and Saturday nights, one night minimum', () => {
    expect(ruleValues()).toMatchObject({ weekend_nights: [5, 6], min_stay: [1, 1, 1, 1, 1, 1, 1], priority: 0, room_id: '' });
  });

  it.each([
    ['a range ending before it starts', { last_night: '2027-07-31' }, 'last_night', 'rates:rule.errors.order'],
    ['no name', { name: ' ' }, 'name', 'rates:rule.errors.required'],
    ['a negative price', { nightly_price: -1 }, 'nightly_price', 'rates:rule.errors.range'],
    ['a minimum stay of zero', { min_stay: [0, 1, 1, 1, 1, 1, 1] }, 'min_stay.0', 'rates:rule.errors.range'],
    ['a discount of 100 %', { long_stay_percent: 100 }, 'long_stay_percent', 'rates:rule.errors.range'],
    ['an empty price field', { nightly_price: Number.NaN }, 'nightly_price', 'rates:rule.errors.number'],
  ])('refuses %s', (_, patch, path, message) => {
    const result = rateRuleSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((i) => i.path.join('.') === path)?.message).toBe(message);
  });

  it('writes every room as null, no English name as null, and weekdays sorted once', () => {
    const input = ruleInput({ ...valid, name_en: ' ', weekend_nights: [6, 5, 6], closed_to_arrival: [7, 1] });
    expect(input).toMatchObject({ room_id: null, name_en: null, weekend_nights: [5, 6], closed_to_arrival: [1, 7] });
  });

  it('reads a stored rule back into the same values', () => {
    const stored = { ...ruleInput(valid), id: 'r', created_at: '', updated_at: '', room_id: 'room-1', name_en: 'August' };
    expect(ruleValues(stored as never)).toMatchObject({ room_id: 'room-1', name_en: 'August', nightly_price: 170 });
  });
});

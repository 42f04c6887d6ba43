// @vitest-environment jsdom
// The further conditions of a rate rule: hidden on a new rule, shown on a rule that has any, and shown when Save
// is refused on one of them (the owner must see the field that stopped it).
import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { Form } from '@/components/ui/form.tsx';
import { rateRuleSchema, ruleValues, type RateRuleValues } from '../rate-rule-values.ts';
import { hasMoreConditions, MoreConditions } from './rule-more-conditions.tsx';

afterEach(cleanup);

function Harness({ values }: { values: RateRuleValues }) {
  const form = useForm<RateRuleValues>({ resolver: zodResolver(rateRuleSchema), defaultValues: values });
  return (
    <Form {...form}>
      <form noValidate onSubmit={(e) => void form.handleSubmit(() => undefined)(e)}>
        <MoreConditions control={form.control} initiallyOpen={hasMoreConditions(values)} />
        <button type="submit">save</button>
      </form>
    </Form>
  );
}

const valid = { ...ruleValues(), name: 'Agosto', first_night: '2027-08-01', last_night: '2027-08-31' };
const toggle = () => screen.getByRole('button', { name: /more/i });

describe('MoreConditions', () => {
  it('is closed on a new rule and opens on a press', async () => {
    render(<Harness values={valid} />);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('input[name="long_stay_nights"]')).toBeNull();
    await act(async () => toggle().click());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('input[name="long_stay_nights"]')).not.toBeNull();
  });

  it('is open on a rule that has any further condition', () => {
    for (const extra of [{ closed_to_arrival: [6] }, { base_occupancy: 2 }, { extra_guest_fee: 10 }, { long_stay_nights: 7 }]) {
      expect(hasMoreConditions({ ...valid, ...extra })).toBe(true);
    }
    render(<Harness values={{ ...valid, closed_to_departure: [7] }} />);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });

  it('opens when Save is refused on a field it holds, though closed by the owner', async () => {
    render(<Harness values={{ ...valid, long_stay_nights: 7, long_stay_percent: 150 }} />);
    await act(async () => toggle().click());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    await act(async () => screen.getByRole('button', { name: 'save' }).click());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('input[name="long_stay_percent"]')?.getAttribute('aria-invalid')).toBe('true');
  });
});

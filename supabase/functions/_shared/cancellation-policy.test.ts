import { deepStrictEqual as assertEquals } from 'node:assert';
import { parseCancellationPolicy } from './cancellation-policy.ts';

Deno.test('reads the policy figures from the settings value', () => {
  assertEquals(parseCancellationPolicy({ free_over_days: 20, partial_from_days: 5, partial_percent: 30 }), {
    free_over_days: 20, partial_from_days: 5, partial_percent: 30,
  });
});

Deno.test('gives null for a missing or malformed value', () => {
  assertEquals(parseCancellationPolicy(null), null);
  assertEquals(parseCancellationPolicy('15'), null);
  assertEquals(parseCancellationPolicy({ free_over_days: '15', partial_from_days: 7, partial_percent: 50 }), null);
  assertEquals(parseCancellationPolicy({ free_over_days: 15.5, partial_from_days: 7, partial_percent: 50 }), null);
});

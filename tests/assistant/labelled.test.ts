// The assistant measured on labelled visitor messages and conversations (`npm run eval:assistant` runs only this):
// at least 95% right and no wrong fact, on the tuning set and on the held-out set together. The table per language
// and topic is printed for both, and every failure with the reply given.
import { expect, test } from 'vitest';
import { loadCases, runAll, table } from './eval.ts';

const tuning = loadCases('labelled-messages.json');
const heldOut = loadCases('held-out-messages.json');
// Airports, ports and places nearby, written after the held-out set (and not tuned on): the specific entry, not
// the general directions, and never another place's facts.
const places = loadCases('places-messages.json');

test('the labelled set is large, balanced between Italian and English, and mostly real conversation', () => {
  const all = [...tuning, ...heldOut];
  expect(all.length).toBeGreaterThanOrEqual(250);
  const it = all.filter((c) => c.lang === 'it').length;
  expect(Math.abs(it - (all.length - it))).toBeLessThanOrEqual(2);
  expect(all.filter((c) => !['products', 'rooms'].includes(c.topic)).length).toBeGreaterThanOrEqual(100);
  expect(all.filter((c) => (c.turns?.length ?? 1) > 1).length).toBeGreaterThanOrEqual(30);
  expect(heldOut.length).toBeGreaterThanOrEqual(50);
});

test('answers at least 95% of the labelled messages right and never states a wrong fact', { timeout: 300_000 }, async () => {
  const a = await runAll(tuning);
  const b = await runAll(heldOut);
  const c = await runAll(places);
  console.log(`${table('assistant eval: tuning set', a)}\n\n${table('assistant eval: held-out set', b)}\n\n${table('assistant eval: places set', c)}`);
  // The held-out failures stay hidden while tuning (ASSISTANT_EVAL_SHOW_HELD_OUT=1 shows them), so that no rule
  // is written for one of its sentences.
  const shown = process.env.ASSISTANT_EVAL_SHOW_HELD_OUT ? [...a, ...b, ...c] : a;
  const failures = shown.filter((o) => !o.right);
  if (failures.length) console.log(`failures (${failures.length}):\n${failures.map((o) => o.detail).join('\n')}`);
  const all = [...a, ...b, ...c];
  // The places set alone: most of its questions get their place's entry (before word-level matching: 2 of 17).
  expect(c.filter((o) => o.right).length / c.length).toBeGreaterThanOrEqual(0.8);
  expect(all.filter((o) => o.wrongFacts.length).map((o) => o.detail)).toEqual([]);
  expect(all.filter((o) => o.right).length / all.length).toBeGreaterThanOrEqual(0.95);
});

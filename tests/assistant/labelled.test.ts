// The assistant's understanding on a labelled set of real-looking visitor messages: at least 95% must
// get the expected reply type and facts. Failures are printed, so the set can grow with real questions.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { chat } from './chat.ts';

interface Case {
  lang: 'it' | 'en';
  text: string;
  type: string;
  facts: string[];
}

const { cases } = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'labelled-messages.json'), 'utf8')) as {
  cases: Case[];
};

test('the labelled set is large and balanced between Italian and English', () => {
  expect(cases.length).toBeGreaterThanOrEqual(120);
  const it = cases.filter((c) => c.lang === 'it').length;
  expect(Math.abs(it - (cases.length - it))).toBeLessThanOrEqual(2);
});

test('answers at least 95% of the labelled visitor messages with the right type and facts', { timeout: 120_000 }, async () => {
  const failures: string[] = [];
  // A few at a time: the function runs in one worker and the machine is shared.
  for (let i = 0; i < cases.length; i += 6) {
    await Promise.all(
      cases.slice(i, i + 6).map(async (c) => {
        const { status, body } = await chat([{ role: 'user', content: c.text }], { language: c.lang });
        const hay = `${body.message} ${(body.data ?? []).map((d) => d.name ?? '').join(' ')}`.toLowerCase();
        const missing = c.facts.filter((f) => !hay.includes(f.toLowerCase()));
        if (status !== 200 || body.type !== c.type || missing.length) {
          failures.push(`[${c.lang}] "${c.text}" → ${status} ${body.type} (expected ${c.type}), missing ${JSON.stringify(missing)}: ${body.message}`);
        }
      }),
    );
  }
  if (failures.length) console.log(`labelled set failures (${failures.length}/${cases.length}):\n${failures.join('\n')}`);
  expect((cases.length - failures.length) / cases.length).toBeGreaterThanOrEqual(0.95);
});

// From when guests must quiet down, asked by saying they are loud or must keep it down: the quiet hours, not the
// products' storage ("keep") nor an unknown.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const QUIET = 'quiet_hours: 23:00-07:00.';
const tools = farmStubTools(() => [
  stubHit('late_arrival', 0.3, 'arrivo tardi late arrival'),
  { ...stubHit('quiet_hours', 0.26, 'orari del silenzio quiet hours rumore musica'), answer: QUIET },
  { ...stubHit('rules', 0.2, 'regole house rules'), answer: 'House rules: quiet hours 23:00-07:00; no smoking in the rooms.' },
]);

Deno.test('from when to quiet down, said as being loud, is the quiet hours', async () => {
  for (const [lang, text] of [
    ['en', 'what time should we keep the noise down in the evening? my friends are pretty rowdy'],
    ['en', 'when do we need to tone it down at night, we are a noisy group haha'],
    ['it', 'la sera da che ora bisogna fare piano? siamo un po rumorosi'],
    ['it', 'siamo casinisti, a che ora dobbiamo abbassare la voce?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said === QUIET, `${text} → ${said}`);
  }
});

Deno.test('keeping a product is still its storage', async () => {
  const said = (await talkToFarmStub(tools, 'en', ['how do i keep the ricotta once opened?'])).message;
  ok(said !== QUIET, said);
});

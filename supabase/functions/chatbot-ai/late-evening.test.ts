// Something guests do late in the evening, or a curfew asked: the quiet hours, not the late arrival nor an unknown.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const QUIET = 'quiet_hours: 23:00-07:00.';
// The late words of such messages rank the late arrival first; the quiet hours come close behind.
const tools = farmStubTools(() => [
  stubHit('late_arrival', 0.34, 'arrivo tardi late arrival'),
  stubHit('groups', 0.3, 'gruppi group friends amici'),
  { ...stubHit('quiet_hours', 0.28, 'orari del silenzio quiet hours rumore musica'), answer: QUIET },
  { ...stubHit('rules', 0.2, 'regole house rules'), answer: 'House rules: quiet hours 23:00-07:00; no smoking in the rooms.' },
]);
const reply = async (lang: 'it' | 'en', text: string) => (await talkToFarmStub(tools, lang, [text])).message;

Deno.test('how late guests may do something others hear is the quiet hours', async () => {
  for (const [lang, text] of [
    ['en', 'would it be a problem if we had some drinks and played guitar outside till late?'],
    ['it', 'siamo un gruppo di amici, possiamo giocare a carte in giardino fino a mezzanotte?'],
    ['it', 'si puo ascoltare un po di musica in veranda fino a tardi o disturba?'],
    ['en', 'do you have a curfew? we like to stay up late at night chatting'],
    ['it', 'c e un coprifuoco la sera?'],
  ] as const) {
    const said = await reply(lang, text);
    ok(said === QUIET, `${text} → ${said}`);
  }
});

Deno.test('arriving late is still the late arrival, not the quiet hours', async () => {
  const said = await reply('en', 'we arrive late at night, around midnight, is that ok?');
  ok(said !== QUIET, said);
});

Deno.test('with no quiet hours entry found, the house rules text says the hours', async () => {
  const RULES = 'House rules: quiet hours 23:00-07:00; no smoking in the rooms.';
  const only = farmStubTools(() => [stubHit('shop_payment', 0.33, 'pagare carte cards paypal'), { ...stubHit('rules', 0.2, 'regole house rules'), answer: RULES }]);
  for (const [lang, text] of [
    ['en', 'any curfew at night? we tend to play board games and cards till late'],
    ['it', 'c e un orario di silenzio? pensavamo di giocare a carte fino a tardi'],
  ] as const) {
    const said = (await talkToFarmStub(only, lang, [text])).message;
    ok(said === RULES, `${text} → ${said}`);
  }
});

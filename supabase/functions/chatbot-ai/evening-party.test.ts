// How late a party may make noise or play music, said with how many they are: the quiet hours, the count being who
// makes the noise, not guests asking for rooms.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const QUIET = 'quiet_hours: 23:00-07:00.';
const tools = farmStubTools(() => [
  stubHit('groups', 0.35, 'gruppi group friends amici'),
  { ...stubHit('quiet_hours', 0.33, 'orari del silenzio quiet hours rumore noise musica music'), answer: QUIET },
  { ...stubHit('rules', 0.2, 'regole house rules'), answer: 'House rules: quiet hours 23:00-07:00; no smoking in the rooms.' },
]);

Deno.test('how late a counted party may be loud is the quiet hours, not rooms for them', async () => {
  for (const [lang, text] of [
    ['en', 'we are 8 people with a speaker, until wat time can we play music outside?'],
    ['en', 'til wat time is loud music ok? we r 5 guys'],
    ['it', 'siamo in 6 amici con la chitarra, fino a ke ora si puo suonare?'],
    ['it', 'saremo in 7 ragazzi, fino a quando possiamo fare un po di rumore la sera?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    if (said !== QUIET) console.log(`FAIL ${text} → ${said}`);
    ok(said === QUIET, `${text} → ${said}`);
  }
});

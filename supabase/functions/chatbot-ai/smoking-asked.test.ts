// Smoking asked by what is smoked (a cigarette, a cigar, a vape) and with a thing opened ("if I open the window",
// "aprendo la finestra"): the no-smoking rule, never the shop's opening hours.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const SMOKING = 'smoking: not allowed in the rooms.';
// The smoking entry comes back only when the question is searched with its words.
const tools = farmStubTools((query) => [
  ...(/\b(?:smoking|fumare)\b/.test(query) ? [{ ...stubHit('smoking', 0.7, 'si puo fumare is smoking allowed no smoking'), answer: SMOKING }] : []),
  stubHit('quiet_hours', 0.2, 'silenzio quiet hours'),
]);

Deno.test('smoking asked by a cigarette or a thing opened is the no-smoking rule', async () => {
  for (const [lang, text] of [
    ['en', 'can i light up a cigar on the balcony if the door is open?'],
    ['it', 'posso fumarmi una sigaretta in camera se apro la finestra?'],
    ['en', 'would a quick ciggie by the open window be alright?'],
    ['en', 'is vaping ok inside the room?'],
    ['it', 'una sigaretta elettronica in stanza si puo?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said === SMOKING, `${text} → ${said}`);
  }
});

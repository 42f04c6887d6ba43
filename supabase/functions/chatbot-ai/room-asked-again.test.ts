// The question asked of rooms kept over a follow-up naming other rooms: a feature of the rooms named by their beds,
// a named room's description of the room named next.
import { ok } from 'node:assert';
import { farmEntriesStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { Lang } from './types.ts';

const said = async (lang: Lang, turns: string[]) => (await talkToFarmStub(farmEntriesStubTools(), lang, turns)).message;

Deno.test('a follow-up naming rooms by their beds keeps the feature asked before', async () => {
  for (const [lang, turns] of [
    ['en', ['do your rooms have aircon?', 'what about the ones with single beds']],
    ['it', ['in quali stanze c e il condizionatore', 'e in quelle a due letti singoli?']],
    ['it', ['le camere hanno aria condizionata?', 'e le matrimoniali invece']],
    ['en', ['is there a/c in the rooms', 'and the double ones?']],
  ] as const) {
    const reply = await said(lang, [...turns]);
    ok(/air|aria/i.test(reply) && /123 456/.test(reply), `${turns.join(' / ')} → ${reply}`);
  }
});

Deno.test('a follow-up naming another room after a room described describes it too', async () => {
  for (const [lang, turns, want] of [
    ['it', ['cosa ha di speciale la camera ginepro?', 'e la elicrisio?'], /valle/],
    ['en', ['what is special about the orchidea', 'and the lavanda?'], /hand-woven/],
    ['it', ['descrivimi la mirto per favore', 'e la orchidea invece'], /leccio/],
    ['en', ['tell me about the elicrisio', 'what about mirto'], /myrtle garden/],
  ] as const) {
    const reply = await said(lang, [...turns]);
    ok(want.test(reply), `${turns.join(' / ')} → ${reply}`);
  }
});

Deno.test('what sets a named room apart is its description', async () => {
  for (const [lang, text, want] of [
    ['it', 'la ginepro cosa ha di bello?', /trave di ginepro/],
    ['en', 'what makes the orchidea stand out', /holm-oak/],
    ['it', 'che c e di particolare nella camera mirto', /giardino di mirto/],
  ] as const) {
    const reply = await said(lang, [text]);
    ok(want.test(reply), `${text} → ${reply}`);
  }
});

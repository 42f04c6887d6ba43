// Kinds of room questions read from blind sets, in new words: a named room described ("com'è la Orchidea?") is what
// its row says, in text; a party with a child asking for one room is whether the rooms take them, not a policy.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { Lang, Reply } from './types.ts';

const tools = farmStubTools();
const ask = (language: Lang, content: string): Promise<Reply> => talkToFarmStub(tools, language, [content]);

Deno.test('a named room’s description asked is its row’s facts in text', async () => {
  const orchidea = await ask('it', 'com e fatta la camera orchidea?');
  ok(/matrimoniale/.test(orchidea.message) && /bagno privato/.test(orchidea.message) && orchidea.message.includes('2'), orchidea.message);
  const elicrisio = await ask('en', 'tell me about the Elicrisio room');
  ok(/double bed/.test(elicrisio.message) && /Valley view/i.test(elicrisio.message), elicrisio.message);
  const mirto = await ask('en', 'could you describe the Mirto twin?');
  ok(/two single beds/.test(mirto.message), mirto.message);
});

Deno.test('a counted party with a child, asking to share one room, is which rooms take them (not the house rules)', async () => {
  const names = (r: Reply) => r.data.map((d) => (d as { name: string }).name).join();
  for (const [lang, q] of [
    ['it', 'siamo in tre con nostro figlio piccolo, basta una stanza?'],
    ['it', 'in 3 con la bimba, ci stiamo tutti nella stessa camera?'],
    ['en', 'we are 3 with our kid, can we all sleep in the same room?'],
  ] as Array<[Lang, string]>) {
    const r = await ask(lang, q);
    ok(names(r) === 'Lavanda Deluxe,Orchidea Deluxe', `${q}: ${r.message}`);
  }
});

// A named room's description asked ("com'è la Orchidea?", "tell me about the Elicrisio"): what its row says, in text
// (beds, bathroom, view, how many it sleeps), beside its card, not the card alone.
import { ok } from 'node:assert';
import { builtInReply } from './engine.ts';
import { farmRooms as rooms } from './farm-rows.ts';
import type { Tools } from './tools.ts';
import type { Lang, Reply } from './types.ts';

const tools = {
  products: () => Promise.resolve([]),
  rooms: (lang: Lang) => Promise.resolve(rooms(lang)),
  settings: () => Promise.resolve({ contact_email: 'info@tenutasarda.it', contact_phone: '+39 0789 123 456', address: 'Telti', whatsapp: null, free_shipping_threshold: 50, shipping_fee: 7.9, cancellation_policy: null }),
  knowledge: () => Promise.resolve([]),
  searchKnowledge: () => Promise.resolve([]),
  recordUnanswered: () => Promise.resolve(),
} as unknown as Tools;
const ask = (language: Lang, content: string): Promise<Reply> =>
  builtInReply({ messages: [{ role: 'user', content }], sessionId: 'describe', language, today: '2026-11-26' }, tools);

Deno.test('a named room’s description asked is its row’s facts in text', async () => {
  const orchidea = await ask('it', 'com e fatta la camera orchidea?');
  ok(/matrimoniale/.test(orchidea.message) && /bagno privato/.test(orchidea.message) && orchidea.message.includes('2'), orchidea.message);
  const elicrisio = await ask('en', 'tell me about the Elicrisio room');
  ok(/double bed/.test(elicrisio.message) && /Valley view/i.test(elicrisio.message), elicrisio.message);
  const mirto = await ask('en', 'could you describe the Mirto twin?');
  ok(/two single beds/.test(mirto.message), mirto.message);
});

// A reply that tells the guest to ask the farm gives the contacts (blind set 10: the rooms whose details do not
// mention air conditioning said "just ask us" and no phone).
import { ok } from 'node:assert';
import { withAskContacts } from './ask-contacts.ts';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';
import type { Lang, Settings } from './types.ts';

const smoking: KnowledgeHit = { id: 's', topic: 'smoking', question: 'Smoking?', answer: 'Smoking is not allowed in the rooms. For outdoor areas, ask the farm when you arrive.', score: 0.8, wordings: 'is smoking allowed can i smoke smoking area cigarettes' };
const tools = farmStubTools((q) => (q.includes('cigarette') ? [smoking] : []));
const ask = (lang: Lang, text: string) => talkToFarmStub(tools, lang, [text]);

Deno.test('a room feature the details do not mention is asked of the farm with its contacts', async () => {
  for (const [lang, q] of [['en', 'does the ginepro room have air conditioning?'], ['it', 'la twin mirto ha il condizionatore? soffro il caldo'], ['en', 'which rooms have air conditioning, we come in july']] as const) {
    const r = await ask(lang, q);
    ok(r.message.includes('123 456'), `${q} → ${r.message}`);
  }
});

Deno.test('an entry that says to ask the farm gets the contacts; a reply that has them is left alone', async () => {
  const r = await ask('en', 'where can we have a cigarette outside?');
  ok(r.message.startsWith(smoking.answer) && r.message.includes('123 456'), r.message);
  const s = { contact_phone: '+39 0789 123 456', contact_email: 'info@tenutasarda.it', whatsapp: null } as unknown as Settings;
  const given = { message: 'Contact us: +39 0789 123 456.', type: 'text' as const, data: [], follow_up: null };
  ok((await withAskContacts(given, () => Promise.resolve(s))).message === given.message);
});

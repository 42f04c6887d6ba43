// The farm's animals asked: the milks the products' rows give, with the farm to ask; the farm's facts asked with them
// come first. A guest's own animal is the pets, not this.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { KnowledgeHit } from './knowledge.ts';

const about = (lang: string): KnowledgeHit => ({
  id: 'about', topic: 'about', question: 'about?', score: 0.2, wordings: '',
  answer: lang === 'it' ? 'A 700 m di altitudine, con 566 ettari di pascoli.' : '700 m above sea level, with 566 hectares of pasture.',
});
const tools = farmStubTools((_q, lang, topic) => (topic === 'about' ? [about(lang)] : []));

Deno.test('the farm’s animals asked are the products’ milks and the farm to ask', async () => {
  for (const [lang, text] of [
    ['en', 'what kind of livestock do you raise on the farm?'],
    ['en', 'do u have any animals there, like on a real farm?'],
    ['it', 'che animali tenete alla fattoria?'],
    ['it', 'avete un gregge o altri animali?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    const sheep = lang === 'it' ? 'pecora' : 'sheep';
    const goat = lang === 'it' ? 'capra' : 'goat';
    ok(said.includes(sheep) && said.includes(goat) && said.includes('123 456'), `${text} → ${said}`);
  }
});

Deno.test('the farm’s facts asked with its animals come first', async () => {
  for (const [lang, text] of [
    ['en', 'at what altitude are you, and what animals are there?'],
    ['it', 'quanti ettari avete e che animali allevate?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said.startsWith(about(lang).answer) && said.includes(lang === 'it' ? 'pecora' : 'sheep'), `${text} → ${said}`);
  }
});

Deno.test('the land’s pasture asked is the farm’s description', async () => {
  for (const [lang, text] of [['en', 'how big are your pastures?'], ['en', 'how much grazing land is there'], ['it', 'quanti pascoli ha la tenuta?']] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said.includes('566'), `${text} → ${said}`);
  }
});

Deno.test('a guest’s own animal is not the farm’s animals', async () => {
  for (const [lang, text] of [['en', 'can we bring our animals?'], ['it', 'accettate animali?']] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(!said.includes('milk') && !said.includes('latte'), `${text} → ${said}`);
  }
});

Deno.test('animals seen from a room are the rooms’ views, not the farm’s animals', async () => {
  for (const [lang, text] of [['en', 'love to see animals grazing in the morning, which rooms face the fields?'], ['it', 'ci piacerebbe vedere gli animali dalla finestra, quale camera da sui pascoli?']] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(!said.includes('milk') && !said.includes('latte'), `${text} → ${said}`);
  }
});

Deno.test('the animals asked to be seen are the entry worded with them, not the milks', async () => {
  const visit: KnowledgeHit = { id: 'dairy_visit', topic: 'dairy_visit', question: 'visit?', score: 0.66, wordings: 'visitare il caseificio vedere gli animali see the animals visit the dairy', answer: 'To visit the dairy and see the animals, call +39 0789 123 456.' };
  const visiting = farmStubTools(() => [visit]);
  for (const [lang, text] of [['en', 'can the children see the animals when we visit?'], ['it', 'si possono vedere gli animali della fattoria?']] as const) {
    const said = (await talkToFarmStub(visiting, lang, [text])).message;
    ok(said === visit.answer, `${text} → ${said}`);
  }
});

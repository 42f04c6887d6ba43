// Milks asked of the shelf by refusing one ("nothing that isn't sheep") or naming several ("goat or cow, not sheep"):
// the cheeses of the other milks, all of them, not the knowledge base nor the one cheese a milk word names.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();
const bothOthers = (m: string) => /peretta/i.test(m) && /(caprino|goat cheese)/i.test(m) && !/pecorino/i.test(m);

Deno.test('cheeses refused by one milk said with more words are the cheeses of the other milks', async () => {
  for (const [lang, said] of [
    ['it', 'ma voi non tenete proprio nulla che non sia di pecora fra i formaggi?'],
    ['it', 'qualche formaggio non di pecora lo avete oppure no'],
    ['en', 'do you sell any cheese at all that is not sheep?'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(bothOthers(r.message), `${said} → ${r.message}`);
  }
});

Deno.test('two milks asked of the cheeses, one refused, are the cheeses of both', async () => {
  for (const [lang, said] of [
    ['en', 'any cheeses from cow or goat milk, nothing from sheep'],
    ['it', 'formaggi di capra o di mucca? la pecora no'],
    ['en', 'i want goat or cow chese not sheep'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(bothOthers(r.message), `${said} → ${r.message}`);
  }
});

Deno.test('cheeses made from two milks are the cheeses of both, not the one whose ingredients say one', async () => {
  for (const [lang, said] of [
    ['en', 'cheeses made from cow or goat milk?'],
    ['it', 'formaggi fatti con latte di capra o vacca, no pecora'],
    ['en', 'anything made with goat or cow milk, i avoid sheep'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(bothOthers(r.message), `${said} → ${r.message}`);
  }
});

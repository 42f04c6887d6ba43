// The most aged (or cheapest…) asked right after a product, naming no kind ("qual è il più stagionato che avete
// disponibile?" after a sold-out cheese): among the products of that product's kind, not the whole shop's.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a superlative after a product talked about keeps to its kind', async () => {
  const it = await talkToFarmStub(tools, 'it', ['mi interessa il riserva di 24 mesi', 'peccato, allora il piu vecchio che avete in magazzino qual e?']);
  ok(/12 mesi/.test(it.message) && !/Prosciutto/.test(it.message), it.message);
  const en = await talkToFarmStub(tools, 'en', ['do you have the pecorino riserva?', 'ok then whats the oldest one you have in stock now']);
  ok(/12 months/.test(en.message) && !/ham/i.test(en.message), en.message);
  const cheap = await talkToFarmStub(tools, 'en', ['how much is the mountain ham', 'too much, what is the cheapest you have?']);
  ok(/12,90/.test(cheap.message) && !/6,50/.test(cheap.message), cheap.message);
});

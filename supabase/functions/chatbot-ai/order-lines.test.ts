// An order of several products with their counts is each line's count times its price, added up, and the shipping
// weighed against its free threshold (the stub's settings: 7,90 €, free from 50 €).
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('several lines with their counts are added up, with the shipping', async () => {
  const it = await talkToFarmStub(tools, 'it', ['ci sono spese di spedizione per 4 guanciali?']);
  ok(it.message.includes('56,00') && it.message.includes('gratuita'), it.message);
  const en = await talkToFarmStub(tools, 'en', ['2 primo fiore and 1 spicy sausage, how much with delivery?']);
  ok(en.message.includes('42,50') && en.message.includes('7,90') && en.message.includes('50,40'), en.message);
  const plain = await talkToFarmStub(tools, 'it', ['metto 2 salsicce classiche e una piccante, quanto viene in tutto?']);
  ok(plain.message.includes('2 × Salsiccia sarda (25,80') && plain.message.includes('39,30'), plain.message);
});

Deno.test('a count of the product talked about, or named in the message, is an order of it', async () => {
  const en = await talkToFarmStub(tools, 'en', ['i want the coppa', 'and 2 more of those plus a primo fiore, total?']);
  ok(en.message.includes('54,30'), en.message);
  const it = await talkToFarmStub(tools, 'it', ['mi dai il prezzo del caprino? ne prendo 3, quanto pago in tutto']);
  ok(it.message.includes('63,00'), it.message);
  const after = await talkToFarmStub(tools, 'en', ['price of the ricotta?', 'ok 4 of them, what is the total incl shipping']);
  ok(after.message.includes('26,00') && after.message.includes('33,90'), after.message);
});

Deno.test('one piece asked, or a party, is no order to add up', async () => {
  const one = await talkToFarmStub(tools, 'en', ['how much is a primo fiore?']);
  ok(!one.message.includes('in all'), one.message);
  const party = await talkToFarmStub(tools, 'it', ['siamo in 3, quanto costa una camera per 2 notti?']);
  ok(party.type === 'rooms' || party.type === 'text', party.message);
  ok(!party.message.includes('in tutto'), party.message);
});

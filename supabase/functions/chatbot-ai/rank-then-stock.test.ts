// A superlative, then whether it is available asked apart: the product the rank picks with its stock, never another
// one silently put in its place.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('the stock asked apart after a superlative is the picked product\'s', async () => {
  const en = await talkToFarmStub(tools, 'en', ["what's the longest aged cheese you make? is it available?"]);
  ok(en.message.includes('24 months') && /sold out|out of stock/i.test(en.message), en.message);
  const dash = await talkToFarmStub(tools, 'en', ['your oldest pecorino - still in stock?']);
  ok(dash.message.includes('24 months'), dash.message);
  const it = await talkToFarmStub(tools, 'it', ['il pecorino più vecchio che avete qual è? è disponibile?']);
  ok(it.message.includes('Riserva') && /esaurit/i.test(it.message), it.message);
  const typo = await talkToFarmStub(tools, 'it', ['qual e il formagio piu stagionato, ce l avete disponibile?']);
  ok(typo.message.includes('Riserva'), typo.message);
});

Deno.test('the stock said with the superlative stays a filter', async () => {
  const en = await talkToFarmStub(tools, 'en', ['the most aged cheese you have in stock?']);
  ok(en.message.includes('12 months') && !en.message.includes('24 months'), en.message);
});

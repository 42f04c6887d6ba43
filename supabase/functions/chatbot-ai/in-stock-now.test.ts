// A superlative asked of what can be had now ("the oldest you can send me right now", "che avete adesso"): among the
// products in stock, not the shelf's extreme that is sold out.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('the oldest asked of what can be sent now is the oldest in stock', async () => {
  for (const [lang, said] of [
    ['en', 'most aged pecorino I can get right now, price?'],
    ['en', 'whats the oldest cheese you could ship me today'],
    ['it', 'qual e il pecorino piu vecchio che potete mandarmi subito?'],
    ['it', 'il formaggio piu stagionato che avete adesso quanto costa'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(/24,90/.test(r.message) && !/32,00/.test(r.message), `${said}: ${r.message}`);
  }
});

// A product pointed at by its shape ("the pear shaped one", "quello a forma di pera") with no kind word: the one
// product whose description gives that shape, with what is asked of it (its price, its milk).
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a product named by its shape is that product, its price and milk on its card', async () => {
  for (const [lang, said] of [
    ['en', 'how much is the pear shaped one'],
    ['it', 'qunto viene quella fatta a forma di pera?'],
    ['en', 'the one shaped like a pear, what milk is it and price?'],
    ['it', 'quello con la forma di una pera di che latte e fatto'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(r.data.length === 1 && /16,00/.test(r.message) && /(vacca|cow)/.test(r.message), `${said} → ${r.message}`);
  }
});

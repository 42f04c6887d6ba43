// How to keep a product once opened or once bought ("come tengo il pecorino dopo averlo aperto?", "we got some
// ricotta at your shop, how long does it last?"): that product's storage temperature and advice, not its card.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('keeping a product once opened or bought is its storage', async () => {
  const cases: Array<['it' | 'en', string[], string]> = [
    ['it', ['come devo tenere la pancetta una volta aperta?'], '+4 / +10'],
    ['en', ['how should i keep the coppa after i open it?'], '+4 / +10'],
    ['it', ['come si tiene il pecorino semistagionato dopo averlo tagliato?'], '+4 / +8'],
    ['en', ['i picked up a primo fiore at the farm shop yesterday', 'how long does it last?'], 'fridge'],
    ['it', ['abbiamo preso la ricotta maggiolina stamattina in negozio', 'quanto tempo si mantiene?'], 'frigorifero'],
    ['en', ['bought the salsiccia at your shop today', 'how long can i keep it for?'], '+4 / +10'],
  ];
  for (const [lang, turns, must] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.includes(must), `${turns.join(' / ')}: ${r.message}`);
  }
});

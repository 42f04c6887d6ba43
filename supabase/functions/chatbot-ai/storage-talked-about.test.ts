// How to keep the product just talked about ("come va conservato?", "how should I store it?"): that product's
// temperature, not every product's.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('storage asked after one product is that product’s temperature only', async () => {
  const cases: Array<['it' | 'en', string[], string, string]> = [
    ['it', ['quanto costa il pecorino stagionato 12 mesi?', 'come va conservato?'], '+4 / +8', '+10'],
    ['en', ['tell me about the spicy sausage', 'how should i store it once it arrives?'], '+4 / +10', '0 / +4'],
    ['it', ['avete la ricotta?', 'e a quanti gradi la tengo in frigo?'], '0 / +4', '+8'],
  ];
  for (const [lang, turns, must, not] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.message.includes(must) && !r.message.includes(not), `${turns.join(' / ')}: ${r.message}`);
  }
});

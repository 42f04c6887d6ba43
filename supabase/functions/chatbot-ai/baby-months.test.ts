// A baby's age said in months ("our 12 month old", "bimba di 6 mesi") is a person's age, not a product's aging:
// the cot asked with it is the rooms that take one, never the cheese whose name says that many months.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a cot asked for a baby aged some months is the rooms that take a cot', async () => {
  for (const [lang, text] of [
    ['en', 'could we get a crib for our 12 month old daughter?'],
    ['en', 'any cot you can put in the room? we travel with our 6 months old'],
    ['it', 'avete una culla per la nostra bimba di 12 mesi?'],
    ['en', 'cribs for a 24 month old??'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [text]);
    ok(r.type !== 'products' && r.message.includes('Lavanda'), `${text} → ${r.type} ${r.message}`);
  }
});

Deno.test('a cheese aged some months is still that cheese', async () => {
  const r = await talkToFarmStub(tools, 'en', ['how much is the 12 month old pecorino?']);
  ok(r.type === 'products' && r.message.includes('Aged pecorino, 12 months'), `${r.type} ${r.message}`);
});

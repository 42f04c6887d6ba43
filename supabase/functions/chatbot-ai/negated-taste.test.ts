// A quality of the products refused by what the guest cannot bear ("can't handle spicy", "il piccante non lo regge"),
// also with the contraction written without its apostrophe: the products without it, not those with it.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();
const plainOnly = (m: string) => m.includes('12,90') && !m.includes('13,50');

Deno.test('a taste the guest cannot bear asks for the products without it', async () => {
  const en = await talkToFarmStub(tools, 'en', ['my wife doesnt like spicy stuff, what sausage would you suggest?']);
  ok(plainOnly(en.message), en.message);
  const cant = await talkToFarmStub(tools, 'en', ['the kids cant take anything spicy, which salsiccia is good for them']);
  ok(plainOnly(cant.message), cant.message);
  const it = await talkToFarmStub(tools, 'it', ['mio padre il piccante non lo regge proprio, che salsiccia gli prendo?']);
  ok(plainOnly(it.message), it.message);
  const typo = await talkToFarmStub(tools, 'it', ['non sopporta il picante, quale salsicia mi consigli?']);
  ok(plainOnly(typo.message), typo.message);
});

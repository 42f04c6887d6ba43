// A quantity asked against the stock of a named product ("I'd need 40, have you got that many?"): the pieces its
// row holds, and that they are not enough when fewer.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a quantity asked of a named product is answered with its stock', async () => {
  const coppa = await talkToFarmStub(tools, 'en', ['we would need 40 of the sardinian coppa, is there enough?']);
  ok(/\b14\b/.test(coppa.message), coppa.message);
  const ham = await talkToFarmStub(tools, 'it', ['mi servono 20 prosciutti di montagna, ce li avete?']);
  ok(/\b10\b/.test(ham.message), ham.message);
  const sausage = await talkToFarmStub(tools, 'en', ['could you supply 50 pieces of sardinian sausage for an event?']);
  ok(/\b45\b/.test(sausage.message), sausage.message);
  const enough = await talkToFarmStub(tools, 'it', ['vorrei 5 pezzi di lonza, ne avete abbastanza?']);
  ok(/\b18\b/.test(enough.message), enough.message);
});

// Two or three products compared by a quality their descriptions give: the one whose description says it.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a quality asked between named products picks the one whose description says it', async () => {
  for (const [lang, q] of [['it', 'coppa o lonza, quale è meno grassa?'], ['en', 'lonza or pancetta, i want something lean'],
    ['en', 'which is less fatty, the pancetta or the loin?'], ['it', 'tra lonza e prosciutto qual è la più magra']] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(/Magra e profumata|Lean and fragrant/.test(r.message), `${q}: ${r.message}`);
  }
});

Deno.test('no pick when none or every compared product says the quality', async () => {
  const r = await talkToFarmStub(tools, 'en', ['pancetta or coppa, which is leaner?']);
  ok(!/description says so/.test(r.message), r.message);
});

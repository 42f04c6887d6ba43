// A late arrival told at length, with the journey around it, and asked whether it is a problem: the late arrival's
// entry (check-in until 20:00, tell the farm), not the way here nor "I don't know".
import { ok } from 'node:assert';
import { farmEntriesStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmEntriesStubTools();

Deno.test('a late arrival told with the journey around it, asked as a problem, is the late arrival', async () => {
  for (const [lang, text] of [
    ['it', 'il volo atterra alle 22, poi noleggio auto e valigie, quindi saremo da voi molto tardi... va bene lo stesso?'],
    ['it', 'partiamo da cagliari dopo il lavoro, arriveremo tardi la sera, e un problema per voi?'],
    ['en', 'our flight gets in at 10.40pm, then car hire and bags, so we will only get to you late - is that ok?'],
    ['en', 'heads up: with the kids and the ferry we will arive quite late at night, any problem?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said.includes('20:00') && said.includes('info@tenutasarda.it'), `${text} → ${said}`);
  }
});

// What to see or visit asked after tastes told at length ("we love eating well… what should we go and see?"): the
// places nearby, not a product for a use nor "I don't know".
import { ok } from 'node:assert';
import { farmEntriesStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmEntriesStubTools();

Deno.test('what to see asked after the tastes of the party is the places nearby', async () => {
  for (const [lang, text] of [
    ['it', 'a noi piace mangiare bene e non amiamo il mare, cosa ci suggerite di visitare in zona?'],
    ['it', 'amanti della buona cucina e dei borghi antichi: che cosa ci consiglaite di andare a vedere?'],
    ['en', 'we love eating well and local markets, what should we go and visit in the area?'],
    ['en', 'not into beaches really, more food and old churches - what would u recommend we see around?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said.includes('Tempio'), `${text} → ${said}`);
  }
});

Deno.test('seeing the dairy or a beach is not the places nearby', async () => {
  for (const [lang, text] of [
    ['en', 'can we visit the dairy and see the sheep?'],
    ['it', 'si puo andare a vedere il caseificio?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(!said.includes('Tempio'), `${text} → ${said}`);
  }
});

// A callback asked about the guest's booking ("call me back about our reservation") is a request to be called, with
// the farm's number, not the booking's lookup asking for the reference.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmStubTools();

Deno.test('a callback asked about a booking is the callback, not the lookup', async () => {
  for (const [lang, text] of [
    ['en', 'can somebody ring me back about my reservation? easier to talk it through by phone'],
    ['en', 'would it be possible to get a callback regarding our booking next month'],
    ['it', 'potreste richiamarmi per la mia prenotazione? preferisco parlarne a voce'],
    ['it', 'mi fate chiamare da qualcuno riguardo alla prenotazone che ho fatto?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said.includes('123 456') && !said.includes('TS-ABC123'), `${text} → ${said}`);
  }
});

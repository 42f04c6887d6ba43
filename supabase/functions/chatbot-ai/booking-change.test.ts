// Changing a booking already made: how it is done (the farm's entry worded with changing a booking), with the
// contacts; never the lookup of the booking alone.
import { ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const change = { ...stubHit('cancellation_change', 0.35, 'posso cambiare le date della prenotazione modificare la prenotazione spostare le date cambio date can i change the dates of my booking move my booking'), answer: 'To change your dates, write or call +39 0789 123 456.' };
const linen = stubHit('linen', 0.3, 'lenzuola asciugamani cambio lenzuola how often are sheets changed');

Deno.test('changing a booking or its dates is answered with how it is done, not the lookup', async () => {
  const tools = farmStubTools(() => [linen, change]);
  const cases: Array<['it' | 'en', string]> = [
    ['it', 'dovrei cambiare le date della prenotazione, si può fare?'],
    ['it', 'vorrei posticipare la mia prenotazone di una settimana'],
    ['en', 'how can i move my reservation to another weekend'],
    ['en', 'we need to reschedule our booking, what do we do'],
    ['it', 'possiamo spostare il soggiorno ad ottobre?'],
  ];
  for (const [lang, q] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.message.includes('123 456'), `${q}: ${r.message}`);
  }
});

Deno.test('with no entry on changing a booking, the guest is told to ask the farm, with its contacts', async () => {
  const tools = farmStubTools(() => [linen]);
  for (const [lang, q] of [['it', 'posso modificare le date del soggiorno prenotato?'], ['en', 'can i change my booking dates?']] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.message.includes('123 456') && !r.message.includes('linen'), `${q}: ${r.message}`);
  }
});

// Not coming any more, or losing the money paid, after a booking said to be some days away (or by its dates): the
// cancellation terms, with the share due cancelling now, that many days before check-in.
import { ok } from 'node:assert';
import { cancellationStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import { notComingAsked } from './not-coming.ts';

const tools = cancellationStubTools();

Deno.test('not coming after a booking some days away is a cancellation now, with the share due then', async () => {
  const cases: Array<['it' | 'en', string[], RegExp]> = [
    ['it', ['ho una prenotazione fra 4 giorni', 'se alla fine non possiamo piu venire perdiamo i soldi?'], /4 giorni prima[^.]*100%/],
    ['en', ['our booking is in 3 weeks', 'what if we cant come anymore, do we lose the money?'], /21 days before[^.]*(?:free|nothing)/],
    ['it', ['abbiamo prenotato, arriviamo tra una settimana', 'e se non veniamo piu ci ridate i soldi?'], /7 giorni prima[^.]*50%/],
    ['en', ['we have a reservation in 10 days', 'if we can no longer make it, is everything lost?'], /10 days before[^.]*50%/],
    ['en', ['we are due to arrive tomorrow', 'what if we cant come, do we still pay?'], /1 day before[^.]*100%/],
  ];
  for (const [lang, turns, must] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.type === 'text' && must.test(r.message) && /15/.test(r.message), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('coming later or earlier is no cancellation', () => {
  for (const s of ['non possiamo arrivare piu tardi delle 20?', 'we cannot come earlier than 6pm', 'can we come any time after 3?']) {
    ok(!notComingAsked(s), s);
  }
});

// When a cancellation would be, said apart from the cancelling: the days to arrival in the turn after it ("devo
// annullare", then "arriviamo tra 10 giorni"), or a day of cancelling said against a stay booked for a date said before
// ("ho prenotato per il 12 dicembre", then "se disdico oggi?"). Both are the share due then, with the terms.
import { ok } from 'node:assert';
import { cancellationStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = cancellationStubTools();

Deno.test('the days to arrival said in the turn after cancelling are the share due cancelling now', async () => {
  const cases: Array<['it' | 'en', string[], RegExp]> = [
    ['it', ['vorrei cancellare la mia prenotazione', 'dovremmo arrivare fra 9 giorni'], /9 giorni prima[^.]*50%/],
    ['en', ['we have to cancel our stay unfortunately', 'we were meant to arrive in two weeks'], /14 days before[^.]*50%/],
    ['en', ['how do i cancel a booking?', 'check in is in 4 days'], /4 days before[^.]*100%/],
    ['it', ['devo disdire', 'il soggiorno comincia tra 3 settimane'], /21 giorni prima[^.]*(gratuit|nessun|nulla)/i],
  ];
  for (const [lang, turns, share] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(share.test(r.message), `${turns.join(' / ')} → ${r.message}`);
  }
});

Deno.test('a day of cancelling said against the day booked before is the share due then, no stay from that day', async () => {
  const cases: Array<['it' | 'en', string[], RegExp]> = [
    ['it', ['salve abbiamo prenotato la lavanda per il 7 dicembre', 'se cancello oggi mi restituite i soldi?'], /11 giorni prima[^.]*50%/],
    ['en', ['hi, we booked the orchidea for 20 december', 'if i cancel today, 26 november, do i get everything back?'], /24 days before[^.]*(free|nothing)/i],
    ['en', ['our booking is for december 1st', 'what if we cancel tomorrow?'], /4 days before[^.]*100%/],
  ];
  for (const [lang, turns, share] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.type === 'text' && share.test(r.message), `${turns.join(' / ')} → ${r.type} ${r.message}`);
  }
});

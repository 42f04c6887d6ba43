// Cancelling said with the days to arrival, then whether anything is paid ("so we pay something?", "ci costa
// qualcosa?"): the share due cancelling now, that many days before check-in, not the ways of paying.
import { ok } from 'node:assert';
import { cancellationStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = cancellationStubTools();

Deno.test('whether anything is paid, after cancelling some days before arrival, is the share due then', async () => {
  const cases: Array<['it' | 'en', string[], RegExp]> = [
    ['en', ['need to cancel our reservation, we arrive in 25 days', 'do we have to pay anything?'], /25 days before[^.]*free/],
    ['it', ['vorrei annullare, arriviamo tra 10 giorni', 'devo pagare qualcosa?'], /10 giorni prima[^.]*50%/],
    ['en', ['we must cancel, check in is in 3 days', 'will you charge us?'], /3 days before[^.]*100%/],
    ['it', ['dobbiamo disdire, il soggiorno e fra 2 settimane', 'quindi paghiamo qualcosa o no?'], /14 giorni prima[^.]*50%/],
  ];
  for (const [lang, turns, must] of cases) {
    const r = await talkToFarmStub(tools, lang, turns);
    ok(r.type === 'text' && must.test(r.message), `${turns.join(' / ')}: ${r.message}`);
  }
});

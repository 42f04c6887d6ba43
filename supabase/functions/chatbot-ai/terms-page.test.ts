// Where to read the booking's full terms: the cancellation's text with its terms page, not the booking flow.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { Tools } from './tools.ts';

const stub = farmStubTools();
const tools: Tools = {
  ...stub,
  settings: async () => ({ ...(await stub.settings()), cancellation_policy: { free_over_days: 15, partial_from_days: 7, partial_percent: 50 } }),
};

Deno.test('where to read the booking terms is the cancellation text with its page', async () => {
  for (const [lang, text] of [
    ['en', 'before booking I want to read the terms and conditions, where are they?'],
    ['en', 'is there a link to your booking policy?'],
    ['it', 'dove posso leggere le condizioni di prenotazione prima di prenotare?'],
    ['it', 'c e una pagina con il regolamento delle prenotazioni e disdette?'],
  ] as const) {
    const said = (await talkToFarmStub(tools, lang, [text])).message;
    ok(said.includes('/booking-policy'), `${text} → ${said}`);
  }
});

Deno.test('another thing\'s policy is no booking terms', async () => {
  const said = (await talkToFarmStub(tools, 'en', ['where can I find your pet policy?'])).message;
  ok(!said.includes('/booking-policy'), said);
});

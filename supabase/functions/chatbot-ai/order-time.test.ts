// A time asked of an order or a delivery ("how many days until my parcel gets here?", "se faccio l'ordine lunedì
// quando arriva?"): the day said is the order's, never a stay's, and the search is told it is a delivery time.
import { deepStrictEqual as assertEquals, ok } from 'node:assert';
import { farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';
import { orderDayIn } from './order-time.ts';
import { searchText } from './synonyms.ts';

Deno.test('a time asked of an order or a parcel adds the delivery time’s words to the search', () => {
  for (const q of ['how many days until my parcel gets here?', 'if i place an order on monday when does it reach me', 'il pacco in quanto tempo arriva a milano?', 'entro quando mi consegnate la spesa?']) {
    ok(/tempi di consegna delivery time/.test(searchText(q)), q);
  }
  for (const q of ['quanto costa la spedizione?', 'when is check-in?', 'quando siete aperti?']) ok(!/delivery time/.test(searchText(q)), q);
});

Deno.test('a day said of an order is the order’s day, not a stay', () => {
  assertEquals(orderDayIn('se faccio l ordine domani quando arriva?'), true);
  assertEquals(orderDayIn('if i order on friday will it come before sunday'), true);
  assertEquals(orderDayIn('ordino oggi, la consegna e refrigerata?'), true);
  assertEquals(orderDayIn('una camera libera domani per 2 notti?'), false);
  assertEquals(orderDayIn('can i order cheese at breakfast if we stay friday night?'), false);
});

Deno.test('a time asked of an order, with product words or a day, is the entry worded with delivery', async () => {
  const delivery = { id: 'd', topic: 'delivery_times', question: 'When will my order arrive?', answer: 'delivery_times: the answer.', score: 0.42, wordings: 'tempi di consegna delivery time quando arriva il mio ordine' };
  const tools = farmStubTools((q) => (q.includes('delivery time') ? [delivery] : []));
  for (const [language, content] of [['it', 'se ordino domani la roba fresca quando arriva?'], ['it', 'il pacco in quanto tempo arriva a genova?'], ['en', 'if i order on sunday how soon will the parcel come?']] as const) {
    const r = await talkToFarmStub(tools, language, [content]);
    ok(r.message === 'delivery_times: the answer.', `${content}: ${r.message}`);
  }
});

Deno.test('a night said as the time of a day of ordering is the order’s, not nights stayed', async () => {
  ok(orderDayIn('if i place the order tomorrow night when does it get here'));
  ok(orderDayIn('ordino sabato notte, quando arriva?'));
  ok(orderDayIn('ordering friday night, how long until delivery?'));
  ok(!orderDayIn('if i order cheese for our three nights stay'));
  const delivery = { id: 'd', topic: 'delivery_times', question: 'When will my order arrive?', answer: 'delivery_times: the answer.', score: 0.42, wordings: 'tempi di consegna delivery time quando arriva il mio ordine' };
  const tools = farmStubTools((q) => (q.includes('delivery time') ? [delivery] : []));
  for (const [language, content] of [['en', 'if i order on a tuesday night when would it arrive'], ['en', 'placing an order monday night, when does it come?'], ['it', 'se faccio l ordine mercoledi notte quando arriva?']] as const) {
    const r = await talkToFarmStub(tools, language, [content]);
    ok(r.message === 'delivery_times: the answer.', `${content}: ${r.message}`);
  }
});

Deno.test('how soon an order arrives to a town, or which weekdays orders leave, is the entry worded with delivery', async () => {
  const delivery = { id: 'd', topic: 'delivery_times', question: 'When will my order arrive?', answer: 'delivery_times: the answer.', score: 0.42, wordings: 'tempi di consegna delivery time quando arriva il mio ordine' };
  const tools = farmStubTools((q) => (q.includes('delivery time') ? [delivery] : []));
  for (const [language, content] of [
    ['it', 'se ordino adesso fra quanto arriva? sto a torino'],
    ['en', 'if i order today how fast does it get to bologna?'],
    ['en', 'what days do you ship orders? dont want my salami sitting somewhere over the weekend'],
    ['it', 'in che giorni spedite? non vorrei che il pacco restasse fermo nel fine settimana'],
  ] as const) {
    const r = await talkToFarmStub(tools, language, [content]);
    ok(r.message === 'delivery_times: the answer.', `${content}: ${r.message}`);
  }
});

Deno.test('a delivery time asked after ordering on a weekday is searched as no way here', async () => {
  const hits = farmStubTools((_q, _l, topic) =>
    topic === 'location' || topic === 'checkin'
      ? [stubHit('location', 0.9, 'how to get to the farm directions')]
      : [stubHit('delivery_times', 0.75, 'delivery time consegna when do you ship do you ship on friday')]);
  for (const [lang, q] of [['en', 'if I order on a monday when does it arrive?'], ['en', 'ordering on thursday, when will it get to me?'],
    ['it', 'se ordino di venerdì quando mi arriva?']] as const) {
    const r = await talkToFarmStub(hits, lang, [q]);
    ok(r.message.startsWith('delivery_times'), `${q}: ${r.message}`);
  }
});

// Which facet of the shop is asked when a side word names another: a note sent with products to someone else is the
// gift entry; paying when the parcel comes is the payment; how long delivery takes is its time, not its cost.
import { ok } from 'node:assert';
import farm from '../../data/farm.json' with { type: 'json' };
import { farmEntriesStubTools, farmStubTools, stubHit, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmEntriesStubTools();
const reply = (lang: 'it' | 'en', q: string) => talkToFarmStub(tools, lang, [q]);

Deno.test('products sent to someone else with a note or a card are the gift entry, with the contacts', async () => {
  for (const [lang, q] of [
    ['en', 'can i send some salami to my dad in milan with a little note from me?'],
    ['it', 'posso spedire il pecorino a mio fratello con due righe di auguri?'],
    ['en', 'want to ship a cheese box to my sister for her bday, can u add a card from me?'],
    ['it', 'vorrei far arrivare dei salumi a un amica per la laurea con un biglietto scritto da me, fattibile?'],
  ] as const) {
    const r = await reply(lang, q);
    ok(r.type === 'text' && /123 456/.test(r.message) && /regalo|gift/i.test(r.message), `${q}: ${r.type} ${r.message}`);
  }
  // Its cost asked is the shipping's.
  const cost = await reply('en', 'how much to send a cheese to my mum with a card?');
  ok(!/gift packaging/i.test(cost.message), cost.message);
});

Deno.test('paying the courier when the parcel comes is the payment, not the delivery days', async () => {
  for (const [lang, q] of [
    ['en', 'can I pay the courier cash when the parcel arrives?'],
    ['it', 'al corriere posso dare i contanti quando arriva?'],
    ['en', 'pay on delivery possible?'],
    ['it', 'fate il contrassegno?'],
    ['en', 'cash to the courrier at the door ok?'],
  ] as const) {
    const r = await reply(lang, q);
    ok(r.type === 'text' && /card|carta/i.test(r.message) && !/24-48/.test(r.message), `${q}: ${r.message}`);
  }
  // Paid already, the parcel's time is asked.
  const paid = await reply('it', "ho pagato l'ordine ieri, quando arriva il pacco?");
  ok(/24-48/.test(paid.message), paid.message);
});

// A search where the message alone ranks the delivery entry low (as public.search_knowledge may, beside the shipping
// abroad's "costs and times"): only asked as a delivery question does it come up.
const deliveryEntry = farm.knowledge.find((e) => e.topic === 'delivery_times')!;
const deliveryOnlyAsked = farmStubTools((q, lang) =>
  /consegna delivery/.test(q) ? [{ ...stubHit('delivery_times', 0.6, 'tempi di consegna delivery time'), answer: lang === 'en' ? deliveryEntry.answer_en : deliveryEntry.answer_it }] : []);

Deno.test('how long delivery takes is its time, the entry worded with delivery; its cost the shipping text', async () => {
  for (const [lang, q] of [
    ['en', 'how long does shipping usually take'],
    ['en', 'whats the usual delivery time'],
    ['it', 'tempi di spedizone di solito?'],
    ['en', 'is shipping quick? roughly how many days'],
    ['it', 'in genere la spedizione quanti giorni impiega?'],
  ] as const) {
    const r = await talkToFarmStub(deliveryOnlyAsked, lang, [q]);
    ok(/24-48/.test(r.message) && !/7,90/.test(r.message), `${q}: ${r.message}`);
  }
  for (const [lang, q] of [['en', 'how much does delivery cost?'], ['it', 'quanto costano le spese di spedizione?'], ['en', 'whats the delivery charge?']] as const) {
    const r = await talkToFarmStub(deliveryOnlyAsked, lang, [q]);
    ok(/7,90/.test(r.message), `${q}: ${r.message}`);
  }
  // A pickup asked beside "when we're there" is no time of the delivery.
  const pickup = await talkToFarmStub(tools, 'en', ['can we collect our order at the farm when we visit, to skip the shipping?']);
  ok(!/24-48/.test(pickup.message), pickup.message);
});

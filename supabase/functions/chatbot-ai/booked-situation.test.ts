// A guest who has booked (or ordered) says so as the situation and asks something else: the policy asked is the
// answer, a change the chat cannot make is the farm to contact, and a booking made is no booking to start.
import { ok } from 'node:assert';
import { cancellationStubTools, farmStubTools, stubHit, talkToFarmStub, wordShareSearch } from './farm-stub-tools.ts';
import type { Tools } from './tools.ts';
import type { Lang } from './types.ts';

const cancelling = cancellationStubTools();

Deno.test('the days left to check-in said with cancelling now are the days before: the share due, not the check-in', async () => {
  const cases: Array<[Lang, string, RegExp]> = [
    ['it', 'mancano 12 giorni al check-in, se disdico ora cosa pago?', /12 giorni prima[^.]*50%/],
    ['it', 'manca una settimana all arrivo, se annullo adesso perdo tutto?', /7 giorni prima[^.]*50%/],
    ['en', 'check in is 20 days away, if i cancel now do i pay anything?', /20 days before[^.]*free/],
    ['en', 'we have 4 days left to check-in, what happens if we cancell now?', /4 days before[^.]*100%/],
  ];
  for (const [lang, said, must] of cases) {
    const r = await talkToFarmStub(cancelling, lang, [said]);
    ok(must.test(r.message), `${said} → ${r.message}`);
  }
});

Deno.test('a booking already made, said with a room, starts no booking; a question after it is answered', async () => {
  for (const [lang, turns, must] of [
    ['it', ['abbiamo gia prenotato la Lavanda per agosto', 'se disdiciamo 20 giorni prima paghiamo qualcosa?'], /20 giorni prima[^.]*gratuita/],
    ['en', ['we have booked the Mirto for next month', 'how much do we lose cancelling 10 days before?'], /10 days before[^.]*50%/],
    ['en', ['we booked Orchidea for june', 'scusa scrivo in italiano: se cancelliamo 3 giorni prima quanto paghiamo?'], /3 giorni prima[^.]*100%/],
  ] as Array<[Lang, string[], RegExp]>) {
    const first = await talkToFarmStub(cancelling, lang, turns.slice(0, 1));
    ok(first.type !== 'booking', `${turns[0]} → ${first.type} ${first.message}`);
    const r = await talkToFarmStub(cancelling, lang, turns);
    ok(r.type !== 'booking' && must.test(r.message), `${turns.join(' / ')} → ${r.message}`);
  }
});

Deno.test('a language switch said beside a new question answers that question, not the one before', async () => {
  for (const [lang, turns, must] of [
    ['it', ['quanto costa il pecorino stagionato?', 'sorry i write in english now: if we cancel 20 days before do we pay?'], /20 days before[^.]*free/],
    ['en', ['do you have rooms in august?', 'scusate passo all italiano: se annullo 9 giorni prima quanto perdo?'], /9 giorni prima[^.]*50%/],
  ] as Array<[Lang, string[], RegExp]>) {
    const r = await talkToFarmStub(cancelling, lang, turns);
    ok(must.test(r.message), `${turns.join(' / ')} → ${r.message}`);
  }
});

const contactsOnly = farmStubTools(() => []);

Deno.test('adding a person to a booking made is a change the farm makes: the contacts, not the lookup', async () => {
  for (const [lang, said] of [
    ['it', 'abbiamo prenotato per 2 ma si aggiunge un amico, possiamo mettere una persona in piu nella prenotazione?'],
    ['it', 'ho gia prenotato, vorrei agiungere un ospite alla prenotazone'],
    ['en', 'i booked for two but my brother is joining us, can i add one more person to the booking?'],
    ['en', 'we already booked, could you add an extra guest to our reservation?'],
  ] as Array<[Lang, string]>) {
    const r = await talkToFarmStub(contactsOnly, lang, [said]);
    ok(r.message.includes('123 456') && !/TS-ABC123/.test(r.message), `${said} → ${r.message}`);
  }
});

const PETS = { it: 'Animali ammessi con preavviso: scrivici a info@tenutasarda.it o chiamaci al +39 0789 123 456.', en: 'Pets allowed with prior notice: write to info@tenutasarda.it or call +39 0789 123 456.' };
const petSearch = wordShareSearch([
  ['pets', 'pets pet animali animale dog dogs cane cani cat gatto allowed ammessi bring portare avvisare tell'],
  ['rules', 'rules regole house rules'],
], () => 1, ['the', 'and', 'che', 'per']);
const petTools = {
  ...farmStubTools((q, lang) => petSearch(q).map((h) => ({ ...h, answer: h.topic === 'pets' ? PETS[lang] : 'House rules.' }))),
  findBooking: () => Promise.resolve(null),
} as Tools;

Deno.test('a pet said before, then the booking made and whether to tell the farm: the pets’ answer, not the lookup', async () => {
  for (const [lang, turns] of [
    ['it', ['veniamo con il nostro cagnolino', 'abbiamo gia prenotato la Lavanda per luglio, dobbiamo avvisarvi?'], ],
    ['en', ['our cat travels with us', 'i already booked for august, should i let you know?']],
    ['en', ['bringing 2 dogs', 'we booked already btw, Mirto in may. do we need to inform you?']],
  ] as Array<[Lang, string[]]>) {
    const r = await talkToFarmStub(petTools, lang, turns);
    ok(r.message.includes('123 456') && !/TS-ABC123/.test(r.message), `${turns.join(' / ')} → ${r.message}`);
  }
});

Deno.test('an order already placed asked about (tracking, where it is): the farm to contact, not the products', async () => {
  for (const [lang, said] of [
    ['it', 'ho ordinato il pecorino e la coppa tre giorni fa, non mi e arrivata la mail con il tracking'],
    ['it', 'abbiamo ordinato ieri due salami, dove si trova il pacco?'],
    ['en', 'i ordered a fiore sardo last week, where is my parcel? no tracking number yet'],
    ['en', 'ordered the salami on monday, has it shipped? got no email'],
  ] as Array<[Lang, string]>) {
    const r = await talkToFarmStub(contactsOnly, lang, [said]);
    ok(r.type === 'text' && r.message.includes('123 456'), `${said} → ${r.type} ${r.message}`);
  }
});

const CHECKIN = { it: 'Il check-in è dalle 15:00 alle 20:00; il check-out entro le 10:00.', en: 'Check-in is from 15:00 to 20:00; check-out by 10:00.' };
const QUIET = { it: 'Il silenzio va rispettato dalle 23:00 alle 07:00.', en: 'Quiet hours are from 23:00 to 07:00.' };
// As public.search_knowledge does, the intent's own entry comes with the hits of a search under that intent.
const stayTools = { ...cancelling, searchKnowledge: (q: string, lang: Lang, topic?: string) => Promise.resolve(stayHits(q, lang, topic)) } as Tools;
function stayHits(q: string, lang: Lang, topic?: string) {
  const search = wordShareSearch([
    ['checkin', 'check in check out orario arrivo arrivare what time arrive arrival orari'],
    ['quiet', 'silenzio quiet hours rumore noise fino a che ora until what time ora notte'],
    ['location', 'come arrivare directions moto auto macchina'],
  ], () => 1, ['the', 'and', 'che', 'per']);
  const hits = search(q);
  if (topic === 'checkin' && !hits.some((h) => h.topic === 'checkin')) hits.push(stubHit('checkin', 0.05, 'check in'));
  return hits.map((h) => ({ ...h, answer: h.topic === 'checkin' ? CHECKIN[lang] : h.topic === 'quiet' ? QUIET[lang] : 'Directions.' }));
}

Deno.test('until what time one may arrive, after the arrival day said: the check-in window', async () => {
  for (const [lang, turns] of [
    ['it', ['arriviamo il 3 giugno in macchina da cagliari', 'fino a che ora possiamo arrivare?']],
    ['it', ['arrivo sabato', 'entro che ora devo arrivare?']],
    ['en', ['we get there on 12 july by motorbike', 'until what time can we arrive?']],
    ['en', ['arriving on friday', 'how late can we get there?']],
  ] as Array<[Lang, string[]]>) {
    const r = await talkToFarmStub(stayTools, lang, turns);
    ok(r.message.includes('20:00') && !r.message.includes('23:00'), `${turns.join(' / ')} → ${r.message}`);
  }
});

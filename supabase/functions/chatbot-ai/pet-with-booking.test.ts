// A pet to bring said with a booking already made: the pets' answer with the farm to tell, not the booking's lookup.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub, wordShareSearch } from './farm-stub-tools.ts';
import type { Tools } from './tools.ts';
import type { Lang } from './types.ts';

const PETS = { it: 'Animali ammessi con preavviso: scrivici a info@tenutasarda.it o chiamaci al +39 0789 123 456.', en: 'Pets allowed with prior notice: write to info@tenutasarda.it or call +39 0789 123 456.' };
const search = wordShareSearch([
  ['pets', 'pets pet animali animale dog dogs cane cani cat gatto allowed ammessi bring portare'],
  ['rules', 'rules regole house rules'],
], () => 1, ['the', 'and', 'che', 'per']);
const tools = {
  ...farmStubTools((q, lang) => search(q).map((h) => ({ ...h, answer: h.topic === 'pets' ? PETS[lang] : 'House rules.' }))),
  findBooking: () => Promise.resolve(null),
} as Tools;

Deno.test('a pet to bring said with a booking already made is the pets’ answer, not the lookup', async () => {
  for (const [lang, said] of [
    ['it', 'buonasera, abbiamo gia prenotato a luglio, ora vorremmo venire anche col nostro cucciolo di labrador, va bene? chi devo avvisare?'],
    ['it', 'ho prenotato la settimana prossima, si puo aggiungere il gatto? e piccolo'],
    ['en', 'hi we already booked for september but now our puppy is coming too, is that ok, who do i tell?'],
    ['en', 'I booked for easter, could we bring our two dogs along as well?'],
  ] as Array<[Lang, string]>) {
    const r = await talkToFarmStub(tools, lang, [said]);
    ok(r.message.includes('123 456') && !/TS-ABC123/.test(r.message), `${said} → ${r.message}`);
  }
});

Deno.test('a booking to look up with its reference is still looked up, a pet said or not', async () => {
  const r = await talkToFarmStub(tools, 'en', ['i booked, reference TS-QWE123, mario@example.com: can we bring the dog?']);
  ok(!r.message.startsWith('Pets allowed'), r.message);
});

// A guest who booked a named room, or is in it, asks one of its amenities: that room's amenity, not free rooms on the
// days they said nor a new booking of it.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';

// Free rooms quoted as none: a stay looked up says so, which the amenity's answer never does.
const tools = { ...farmStubTools(), quoteRooms: () => Promise.resolve(new Map()) };

Deno.test('an amenity asked of the room the guest booked or is in is that room’s, not a stay to check or book', async () => {
  for (const [lang, text, said] of [
    ['en', 'we have booked the lavanda for the first week of august, does it have air con? i hate the heat', 'Lavanda'],
    ['en', 'Staying in mirto from friday for 3 nights, is there aircon in there?', '123 456'],
    ['it', 'ho prenotato la camera ginepro dal 10 al 14 luglio, ha l aria condizionata?', '123 456'],
    ['it', 'siamo nella orchidea da sabato, c e il climatizzatore? fa un caldo', 'Orchidea'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [text]);
    ok(r.type !== 'booking' && /condizionat|air con/i.test(r.message) && r.message.includes(said) && !/free|liber|disponibil|available/i.test(r.message), `${text} → ${r.type} ${r.message}`);
  }
});

Deno.test('a named room with dates and no amenity asked is still the stay', async () => {
  const r = await talkToFarmStub(tools, 'en', ['is the lavanda free from 10 to 12 august?']);
  ok(!/air con/i.test(r.message), r.message);
});

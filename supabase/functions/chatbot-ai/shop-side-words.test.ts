// A shop or policy question with a side word (a product, an amount, a card, a number, a hyphenated word): the shop's
// or the policy's answer, the product words and amounts being context. Searched over the farm's own entries.
import { ok } from 'node:assert';
import { findReference } from './entities.ts';
import { farmEntriesStubTools, talkToFarmStub } from './farm-stub-tools.ts';

const tools = farmEntriesStubTools();
const says = async (lang: 'it' | 'en', turns: string[], want: RegExp) => {
  const r = await talkToFarmStub(tools, lang, turns);
  ok(r.type === 'text' && want.test(r.message), `${turns.join(' | ')}: ${r.type} ${r.message}`);
};

Deno.test('the shipping asked with an amount spent is the shipping text, no price filter on the products', async () => {
  for (const [lang, q] of [['it', 'quanto costa la spedizone se il mio ordine e sotto i 40 euro?'], ['en', 'whats the delivery charge when i spend less than 35 euros'],
    ['it', 'se prendo roba per 25 euro le spese di spedizione quanto sono?'], ['en', 'shipping cost for an order below 45 eur?']] as const) {
    await says(lang, [q], /7,90/);
  }
});

Deno.test('a product arriving fresh, or how it is packed, is the refrigerated delivery', async () => {
  for (const [lang, q] of [['en', 'does the ricotta get to me fresh? how is it packed'], ['it', 'i salumi arrivano freschi? come li confezionate'],
    ['en', 'how do you pack the pecorino when you send it?'], ['it', 'il formaggio arriva fresco fino a torino?']] as const) {
    await says(lang, [q], /refrigerat/);
  }
  // How a product comes (its jars, its weight) is the product's own format.
  const r = await talkToFarmStub(tools, 'it', ['la ricotta come viene confezionata? quanto pesa']);
  ok(!/refrigerat/.test(r.message), r.message);
});

Deno.test('a gift wrapping or a card message asked of a named product is the gift entry, with the contacts', async () => {
  for (const [lang, q] of [['en', 'could you gift wrap the coppa and put in a note saying happy birthday mum'], ['it', 'mi incartate la salsiccia per regalo con un bigliettino di auguri?'],
    ['en', 'can the guanciale be wrapped as a present with a card from us']] as const) {
    await says(lang, [q], /123 456/);
  }
});

Deno.test('why a card number is asked when paying at the property is the payment guarantee, no registration code', async () => {
  for (const [lang, q] of [['en', 'if i pay at the property why is my card number needed?'], ['it', 'pago in struttura, a cosa serve il numero della carta?'],
    ['en', 'paying on arrival at the property - why do u want the credit card number']] as const) {
    await says(lang, [q], /guarantee|garanzia/);
  }
});

Deno.test('a hyphenated word is no booking reference, and a one-message question is no lookup', async () => {
  ok(findReference('ts-7khm2p') === 'TS-7KHM2P');
  ok(findReference('my booking TS-ABCDEF') === 'TS-ABCDEF');
  for (const s of ['a present for my in-laws', 'my co-worker said', 'a wine-lover friend']) ok(findReference(s) === null, s);
  for (const [lang, q] of [['en', 'do you send to austria? presents for my in-laws'], ['en', 'can you deliver to france, my co-workers want some cheese']] as const) {
    await says(lang, [q], /123 456/);
  }
});

Deno.test('a follow-up asking from what amount shipping is free, in the other language, keeps the shipping', async () => {
  for (const [lang, turns] of [
    ['en', ['quanto costa la spedizione?', 'sorry, english please: is it free over some amount?']],
    ['it', ['how much is shipping?', 'scusa, in italiano: sopra una certa cifra è gratis?']],
    ['en', ['le spese di spedizione?', 'can you write in english? is shipping free from a certain total?']],
  ] as const) await says(lang, [...turns], /50/);
});

Deno.test('an order in time for a day, with a kind of product and the guest\'s city, is the delivery time', async () => {
  for (const [lang, q] of [['en', 'we live in turin and want salami for a party on sunday, if i order thursday will it get here in time?'],
    ['it', 'sono a bologna e voglio formaggi per una cena venerdi, se ordino martedi arrivano in tempo?']] as const) {
    await says(lang, [q], /24-48/);
  }
});

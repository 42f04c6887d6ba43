// Kinds of misreading found in blind sets, each with new sentences of the same kind (never a set's own).
import { deepStrictEqual as assertEquals, ok } from 'node:assert';
import { askedThingUnknown, askedThingWords } from './asked-thing.ts';
import { type CatalogueView, decide, START } from './conversation.ts';
import { searchText } from './synonyms.ts';
import { type Names, understand } from './understand.ts';

const NAMES: Names = { products: { ids: [], grams: new Map() }, rooms: { ids: [], grams: new Map() }, words: [] };
const TODAY = '2026-11-26';
const read = (text: string) => understand(text, NAMES, TODAY);
const VIEW: CatalogueView = { productsFor: () => [], byAging: () => null, byRank: () => null, plainOf: () => [] };

Deno.test('everyday words are words of their own, not typos of a lexicon word', () => {
  // "stare" is not "store", "fatto" not "gatto", "forse" not "horse", "looking" not "booking", "cheek" not "check".
  assertEquals(read('possiamo stare in giardino la sera?').scores.storage, undefined);
  assertEquals(read('un formaggio fatto a mano').scores.rules, undefined);
  assertEquals(read('forse veniamo a maggio').tokens.includes('horse'), false);
  assertEquals(read('un salume marinato nel vino rosso').tokens.includes('posso'), false);
  assertEquals(read('we are looking for a quiet place').scores.book, undefined);
  ok(read('is the cheek meat good?').tokens.includes('cheek'));
  assertEquals(read('quanto costa un pezzo di pecorino?').tokens.includes('prezzo'), false);
});

Deno.test('an article before a thing is not one guest', () => {
  assertEquals(read('arriviamo in a camper van').guests, null);
  assertEquals(read('something for a picnic').guests, null);
  assertEquals(read('cerco un regalo per un compleanno').guests, null);
  assertEquals(read('a room for one person').guests, 1);
  assertEquals(read('siamo in 2, per una notte').guests, 2);
});

Deno.test('the forms of a lexicon word count as the word', () => {
  ok((read('my wife smokes, can she do it on the balcony?').scores.rules ?? 0) >= 3);
  ok((read('mio padre fuma, dove puo farlo?').scores.rules ?? 0) >= 3);
  ok((read('il costo della ricotta?').scores.price ?? 0) >= 3);
});

Deno.test('what a contrast sets aside is excluded, and a milk said as milk is about the products', () => {
  assertEquals(read('vorrei un formaggio di capra invece che di pecora').filters.notMilk, ['pecora']);
  assertEquals(read('goat cheese rather than sheep please').filters, { category: 'formaggi', milk: ['capra'], notMilk: ['pecora'] });
  assertEquals(read('qualcosa di mucca anziche di capra?').filters.notMilk, ['capra']);
  const frame = (text: string) => decide(START, read(text), VIEW, TODAY);
  assertEquals(frame('avete roba fatta con latte di capra?').topic, 'products');
  assertEquals(frame('anything made with cow milk?').topic, 'products');
  // A milk animal alone is still no product question.
  assertEquals(frame('possiamo vedere le capre?').topic === 'products', false);
});

Deno.test('check-in named with a time of day asks when one may arrive, whatever travel words come with it', () => {
  const frame = (text: string) => decide(START, read(text), VIEW, TODAY);
  assertEquals(frame('atterriamo a cagliari alle 19, arriviamo in tempo per il check in?').intent, 'checkin');
  assertEquals(frame('our ferry docks in olbia at 10pm, is check in still open?').intent, 'checkin');
  // Without a time of day the travel words still ask the way.
  assertEquals(frame('how far is the airport from you for check in').intent, 'location');
});

Deno.test('the thing a service question asks for is said with its kind', () => {
  const tokens = (s: string) => read(s).tokens;
  assertEquals(askedThingWords(tokens('organizzate giri in barca?')), ['giri', 'barca']);
  assertEquals(askedThingWords(tokens('do you do cooking classes')), ['cooking']);
  const villages = { id: 'v', topic: 'villages', question: 'v', answer: 'v', score: 0.55, wordings: 'gite nei dintorni escursioni nei dintorni' };
  assertEquals(askedThingUnknown(tokens('fate escursioni a cavallo?'), [villages], () => false), true);
  assertEquals(askedThingUnknown(tokens('fate escursioni nei dintorni?'), [villages], () => false), false);
  // A kind that is a word of the assistant's own ("a pagamento") is not part of the thing.
  assertEquals(askedThingWords(tokens('avete un garage a pagamento?')), ['garage']);
});

Deno.test('the search is given the entries’ words for a child by its age in years and for crowds not wanted', () => {
  assertEquals(searchText('we come with our 9 years old'), 'we come with our 9 years old bambini children letto aggiuntivo extra bed');
  assertEquals(searchText('con nostra figlia di 5 anni'), 'con nostra figlia di 5 anni bambini children letto aggiuntivo extra bed');
  assertEquals(searchText('we really dislike busy places, when to come?'), 'we really dislike busy places, when to come? evitare avoid');
  assertEquals(searchText('odiamo la confusione estiva'), 'odiamo la confusione estiva evitare avoid');
  assertEquals(searchText('un pecorino di 6 anni'), 'un pecorino di 6 anni');
});

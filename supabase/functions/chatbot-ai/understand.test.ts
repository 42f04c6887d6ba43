// The understanding step's filters on their own: price ranges, stock, negated milks, an exact aging and words it
// has no meaning for. Sentences of each kind, not the labelled sets' own.
import { deepStrictEqual as assertEquals } from 'node:assert';
import { nearestAging } from './answer-products.ts';
import { type Names, priceRange, stockIn, tokensOf, understand } from './understand.ts';

const NAMES: Names = { products: { ids: [], grams: new Map() }, rooms: { ids: [], grams: new Map() }, words: [] };
const TODAY = '2026-11-26';
const filters = (text: string) => understand(text, NAMES, TODAY).filters;

Deno.test('a price range is read in both languages, and dates or ages are not prices', () => {
  assertEquals(priceRange('tra 10 e 25 euro'), { priceMin: 10, priceMax: 25 });
  assertEquals(priceRange('between 30 and 12'), { priceMin: 12, priceMax: 30 });
  assertEquals(priceRange('da 8 a 14 euro'), { priceMin: 8, priceMax: 14 });
  assertEquals(priceRange('from 9,50 to 16 euro'), { priceMin: 9.5, priceMax: 16 });
  assertEquals(priceRange('sopra i 30 euro'), { priceMin: 30 });
  assertEquals(priceRange('tra 10 e 12 agosto'), {});
  assertEquals(priceRange('da 12 a 14'), {});
  assertEquals(priceRange('between 2 and 4 nights'), {});
  assertEquals(filters('un salume tra 12 e 16 euro?'), { category: 'salumi', priceMin: 12, priceMax: 16 });
});

Deno.test('in stock and sold out are filters on the stock', () => {
  const t = (s: string) => tokensOf(s, NAMES);
  assertEquals(stockIn(t('which cheeses are out of stock')), false);
  assertEquals(stockIn(t('salumi esauriti?')), false);
  assertEquals(stockIn(t('cosa avete di disponibile')), true);
  assertEquals(stockIn(t('quanto costa il salame')), null);
  assertEquals(filters('what cheeses are sold out right now').inStock, false);
  assertEquals(filters('i vostri salumi più venduti').bestseller, true);
});

Deno.test('a negated milk is excluded, before or after the negation, and the other milk asked for is kept', () => {
  assertEquals(filters('non mangio la capra, avete formaggi di pecora?').notMilk, ['capra']);
  assertEquals(filters('non mangio la capra, avete formaggi di pecora?').milk, ['pecora']);
  assertEquals(filters('la vacca non la tollero, che formaggi avete').notMilk, ['vacca']);
  assertEquals(filters("i can't eat goat cheese").notMilk, ['capra']);
  assertEquals(filters("I'm allergic to cow milk, which cheeses are ok").notMilk, ['vacca']);
  assertEquals(filters('formaggi di pecora').notMilk, undefined);
});

Deno.test('an aging in months is about that aging, not at least another one', () => {
  const f = filters('formaggio stagionato 12 mesi');
  assertEquals([f.agingNear, f.agingMin], [12, undefined]);
  assertEquals(filters('cheese aged 2 months').agingNear, 2);
  // A child's age is no aging.
  assertEquals(filters('abbiamo un bimbo di 3 anni').agingNear, undefined);
  const ages = [0, 1, 2, 3, 3, 6, 8, 12, 24];
  assertEquals(nearestAging(ages, (a) => a, 3), [3, 3]);
  assertEquals(nearestAging(ages, (a) => a, 4), [3, 3]);
  assertEquals(nearestAging(ages, (a) => a, 18), [12, 24]);
  assertEquals(nearestAging(ages, (a) => a, 12), [12]);
});

Deno.test('words the assistant has no meaning for are kept apart, words that only judge are not among them', () => {
  assertEquals(understand('quale camera ha il camino?', NAMES, TODAY).unfamiliar, ['camino']);
  assertEquals(understand('which room has the nicest view', NAMES, TODAY).unfamiliar, []);
});

Deno.test('"hot" is spicy only next to a food or a word asking for one, not the weather or a hot tub', () => {
  assertEquals(filters('any hot salami?').spicy, true);
  assertEquals(filters('do you have anything hot').spicy, true);
  assertEquals(filters('its hot in summer, how do you ship the cheese').spicy, undefined);
  assertEquals(filters('is there a hot tub').spicy, undefined);
});

Deno.test('everyone counted is the number of guests', () => {
  const guests = (t: string) => understand(t, NAMES, TODAY).guests;
  assertEquals(guests('ci stiamo tutti e tre?'), 3);
  assertEquals(guests('is there room for all four of us'), 4);
  assertEquals(guests('tutti i formaggi'), null);
});

Deno.test('a child said without a number is one more guest; a baby or a cot asks for a cot', () => {
  const party = (t: string) => {
    const u = understand(t, NAMES, TODAY);
    return [u.guests, u.infants];
  };
  assertEquals(party('3 adulti e una bambina di 5 anni'), [4, 0]);
  assertEquals(party('2 adults + bimbo di 4 anni'), [3, 0]);
  assertEquals(party('two adults and our son, aged 7'), [3, 0]);
  assertEquals(party('siamo una famiglia di 4 con un neonato'), [4, 1]);
  assertEquals(party('2 adults with a 6 month old, do you have a crib?'), [3, 1]);
  assertEquals(party('2 persone'), [2, 0]);
  assertEquals(party('ci sono sconti per i bambini?'), [null, 0]);
});

Deno.test('a negated aging, smoke or heat asks for the opposite: fresh, not smoked, not spicy', () => {
  assertEquals(filters('formaggi freschi, niente di stagionato').agingMax, 2);
  assertEquals(filters('formaggi freschi, niente di stagionato').agingMin, undefined);
  assertEquals(filters('a cheese that is not aged please').agingMax, 2);
  assertEquals(filters('un formaggio non stagionato').agingMin, undefined);
  assertEquals(filters('formaggi stagionati').agingMin, 6);
  assertEquals(filters('un salame non piccante').spicy, false);
  assertEquals(filters('nothing spicy, which salami do you have').spicy, false);
  assertEquals(filters('salame piccante').spicy, true);
  assertEquals(filters('formaggio non affumicato').smoked, false);
  assertEquals(filters('i don\'t like smoked cheese').smoked, false);
  assertEquals(filters('smoked cheese?').smoked, true);
});

Deno.test('an aging floor said with an article or "the" before the count is still a floor', () => {
  assertEquals(filters('cerco pecorini con piu di un anno di stagionatura').agingMin, 13);
  assertEquals(filters('formaggi stagionati oltre gli otto mesi').agingMin, 9);
  assertEquals(filters('qualcosa di stagionato sopra i 10 mesi').agingMin, 11);
  assertEquals(filters('cheese aged over the six months mark').agingMin, 7);
  assertEquals(filters('pecorino di almeno i 12 mesi').agingMin, 12);
  assertEquals(filters('un formaggio invecchiato per piu di due anni').agingMin, 25);
});

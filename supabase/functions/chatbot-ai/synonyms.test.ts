import { deepStrictEqual as assertEquals } from 'node:assert';
import { searchText } from './synonyms.ts';

Deno.test('the search is given the domain words for what a question says', () => {
  assertEquals(searchText('spedite in Francia?'), 'spedite in Francia? estero abroad');
  assertEquals(searchText('we land at 11pm'), 'we land at 11pm tardi late');
  assertEquals(searchText('arriviamo verso le 22:30'), 'arriviamo verso le 22:30 tardi late');
  assertEquals(searchText('can the kids see the milking'), 'can the kids see the milking mungitura milking');
  // A baby said by its age in months, or a crib, is the cot; an aging in months is not.
  assertEquals(searchText('travelling with an 8 month old'), 'travelling with an 8 month old culla cot');
  assertEquals(searchText('viaggiamo con un bimbo di 10 mesi'), 'viaggiamo con un bimbo di 10 mesi culla cot');
  assertEquals(searchText('pecorino di 12 mesi'), 'pecorino di 12 mesi');
  // A service said in other words gets its entries' words: towels are linen, a shuttle is about the car.
  assertEquals(searchText('do you give us towels'), 'do you give us towels lenzuola asciugamani linen towels');
  assertEquals(searchText('c e una navetta?'), 'c e una navetta? auto car mezzi pubblici public transport');
  assertEquals(searchText('we come with a motorhome'), 'we come with a motorhome parcheggio parking');
  // Midday is not late; a question with none of the table's kinds is sent as it is.
  assertEquals(searchText('check out alle 12?'), 'check out alle 12?');
  assertEquals(searchText('quanto costa il pecorino?'), 'quanto costa il pecorino?');
});

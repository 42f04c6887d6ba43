import { deepStrictEqual as assertEquals } from 'node:assert';
import { searchText } from './synonyms.ts';

Deno.test('the search is given the domain words for what a question says', () => {
  assertEquals(searchText('spedite in Francia?'), 'spedite in Francia? estero abroad');
  assertEquals(searchText('we land at 11pm'), 'we land at 11pm tardi late');
  assertEquals(searchText('arriviamo verso le 22:30'), 'arriviamo verso le 22:30 tardi late');
  assertEquals(searchText('can the kids see the milking'), 'can the kids see the milking mungitura milking');
  // Midday is not late; a question with none of the table's kinds is sent as it is.
  assertEquals(searchText('check out alle 12?'), 'check out alle 12?');
  assertEquals(searchText('avete il parcheggio?'), 'avete il parcheggio?');
});

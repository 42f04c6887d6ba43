// Kinds of misreading read from set 7, each with new sentences of the same kind (never a set's own).
import { deepStrictEqual as assertEquals } from 'node:assert';
import { type Names, understand } from './understand.ts';

const NAMES: Names = { products: { ids: [], grams: new Map() }, rooms: { ids: [], grams: new Map() }, words: [] };
const read = (text: string) => understand(text, NAMES, '2026-11-26');

Deno.test('fresh said of the weather is no product’s freshness', () => {
  assertEquals(read('a luglio di notte fa freschino lassu?').filters.agingMax, undefined);
  assertEquals(read('la sera fa fresco da voi in agosto? porto una felpa?').filters.agingMax, undefined);
  assertEquals(read('are the nights fresh up there in june?').filters.agingMax, undefined);
  // Of a food it still is.
  assertEquals(read('un formaggio fresco per la sera?').filters.agingMax, 2);
});

// A line of an order said with its product's name words that alone read as a kind and a filter ("2 forme di pecorino
// fresco", "three fresh pecorinos"): the one product whose name holds those words, so the line's count and price add
// up (order-lines.ts, cart-over-turns.ts). A list asked of them ("i formaggi freschi") stays a filter.
import type { NameIndex } from './catalogue.ts';

const LINE_FILLERS = new Set(['di', 'del', 'della', 'dei', 'delle', 'al', 'alla', 'con', 'e', 'the', 'of', 'and', 'with', 'in', 'da', 'a', 'an', 'il', 'lo', 'la', 'i', 'gli', 'le', 'un', 'uno', 'una']);
/** Plural and gender set aside: "freschi" is "fresco", "pecorinos" "pecorino". */
const stem = (w: string) => (w.length >= 5 ? w.replace(/s$/, '').replace(/h?[aeio]+$/, '') : w);

/** The one product whose names hold two or more of the words said (a word matched by its stem), when no other name
 * holds as many of them; none otherwise. */
export function orderedByNameWords(tokens: string[], index: NameIndex): string | null {
  const said = [...new Set(tokens.filter((t) => t.length >= 3 && !LINE_FILLERS.has(t) && !/^\d+$/.test(t)).map(stem))];
  const held = (index.nameWords ?? []).map(({ id, words }) => {
    const stems = new Set([...words].map(stem));
    return { id, n: said.filter((w) => stems.has(w)).length };
  }).filter((x) => x.n >= 2).sort((a, b) => b.n - a.n);
  return held.length && (held.length === 1 || held[1].n < held[0].n) ? held[0].id : null;
}

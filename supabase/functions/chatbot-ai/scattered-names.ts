// A product of a list or a choice named by some of its name's words, not side by side nor in the name's order: "the
// fresh pecorino" for "Fresh Sardinian pecorino", "il fresco pecorino sardo", "pecorino... quello fresco". Read only
// for the second and later items of a list (catalogue.ts matchNames), after the names' word pairs found nothing: the
// words said together in one stretch of the message (between two joining words) and owned together by one item alone.

/** Words of names that tell nothing by themselves, even together with others. */
const FILLERS = new Set(['di', 'del', 'della', 'dei', 'delle', 'al', 'alla', 'con', 'e', 'the', 'of', 'and', 'with', 'in', 'da', 'g', 'gr', 'kg']);

/** The one item whose name holds two or more of the words of one stretch, when no other item's name holds them all. */
export function namedByScatteredWords(
  stretches: Array<Array<{ word: string; at: number }>>,
  names: Array<{ id: string; words: Set<string> }>,
): { id: string; at: number[] } | null {
  let found: { id: string; at: number[]; n: number } | null = null;
  let tie = false;
  for (const stretch of stretches) {
    const said = stretch.filter((s) => !FILLERS.has(s.word) && !/^\d+$/.test(s.word));
    for (const { id, words } of names) {
      const common = said.filter((s) => words.has(s.word));
      const distinct = new Set(common.map((s) => s.word));
      if (distinct.size < 2) continue;
      // Another item's name holding all of them: the words say a kind, not this item.
      if (names.some((o) => o.id !== id && [...distinct].every((w) => o.words.has(w)))) continue;
      if (found && found.id !== id && distinct.size === found.n) tie = true;
      if (!found || distinct.size > found.n) [found, tie] = [{ id, at: common.map((s) => s.at), n: distinct.size }, false];
    }
  }
  return found && !tie ? { id: found.id, at: found.at } : null;
}

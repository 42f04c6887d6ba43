// Months or years said of a person's life ("five months pregnant", "incinta di 5 mesi", "mia figlia di 9 anni",
// "compie 70 anni", "a baby of 8 months"): the guest's story, never a cheese's aging. "Old" alone is no person
// ("the 2 year old pecorino"): a person word must come before it.
const LIFE_AFTER = /^\s*(?:pregnant|incinta|in gravidanza|di gravidanza|di vita|along)\b/;
const LIFE_BEFORE = new RegExp(
  String.raw`\b(?:incinta|pregnant|gravidanza|pregnancy|bimb[oaie]|bambin[oaie]|neonat[oaie]|baby|babies|figli[oa]?|figlie|nipot[ei]|` +
    String.raw`son|daughter|kids?|child|children|boy|girl|grandson|granddaughter|padre|madre|papa|mamma|nonn[oa]|suocer[oa]|marito|moglie|` +
    String.raw`father|mother|dad|mum|mom|wife|husband|compie|compiuto|compiera|turns|turned|turning|fa|festeggia|celebrates)` +
    String.raw`\s+(?:(?:di|da|of|is|e|ha|sara|will be)\s+)?(?:(?:circa|about|quasi|almost)\s+)?$`,
);

/** Whether the count at `start` (its match `said`, "5 mesi") is of a person's life in `text`. */
export function lifeCountAt(text: string, start: number, said: string): boolean {
  return LIFE_AFTER.test(text.slice(start + said.length)) || LIFE_BEFORE.test(text.slice(Math.max(0, start - 40), start));
}

/** The indexes of the counts of a life's months or years among the tokens ("incinta di 6 mesi": the 6). */
export function lifeCountsAt(tokens: string[]): number[] {
  const text = tokens.join(' ');
  let start = 0;
  return tokens.flatMap((t, i) => {
    const at = start;
    start += t.length + 1;
    const unit = tokens[i + 1] ?? '';
    return /^(?:mesi|anni|anno)$/.test(unit) && lifeCountAt(text, at, `${t} ${unit}`) ? [i] : [];
  });
}

// A cart line corrected in the next turn ("anzi no, prendo quelle normali", "actually make them the spicy ones"):
// the variant said replaces the one of the line before, the count kept; the total is of the corrected line.
const CORRECTING = /\b(?:anzi|invece|cambio|cambia|cambiamo|actually|instead|rather|scratch that|change|no wait|no aspetta)\b/;
const SPICY_WORDS = /\b(?:piccant\w*|spicy|hot|peperoncino)\b/g;
const SMOKED_WORDS = /\b(?:affumicat\w*|smoked|smoky)\b/g;
const PLAIN_SAID = /\b(?:normal[ei]?|classic[oaie]?|classiche|semplic[ei]|dolc[ei]|plain|regular|mild|non piccant\w*|not spicy|non affumicat\w*|not smoked)\b/;

/** The turn before as the correction makes it (its variant words swapped for the one said now), else null. */
export function cartTurnCorrected(asked: string, turnBefore: string[]): string[] | null {
  if (!CORRECTING.test(asked)) return null;
  const said = turnBefore.join(' ');
  const bare = said.replace(SPICY_WORDS, '').replace(SMOKED_WORDS, '').replace(/\s+/g, ' ').trim();
  if (PLAIN_SAID.test(asked)) return bare === said ? null : `${bare} normali`.split(' ');
  const now = asked.match(SPICY_WORDS)?.[0] ?? asked.match(SMOKED_WORDS)?.[0];
  return now && !said.includes(now) ? `${bare} ${now}`.split(' ') : null;
}

/** A correction said with its own word ("anzi", "actually", "scratch that"): "instead" beside it corrects, not compares. */
export const cartCorrectionSaidIn = (tokens: string[]) => /\b(?:anzi|actually|scratch that|no wait|no aspetta)\b/.test(tokens.join(' '));

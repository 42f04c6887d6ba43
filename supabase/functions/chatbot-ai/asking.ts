// A guest often writes a greeting, who they are and thanks around what they ask ("Buongiorno, sono la nonna… Il
// mare è vicino? Grazie mille"): the sentence that asks is the question, and the rest only dilutes a search of it.

/** The sentences of a message that ask (ending with "?"), when others are around them; null otherwise. */
export function askingSentencesOf(text: string): string | null {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter((s) => /\p{L}/u.test(s));
  const asking = sentences.filter((s) => s.endsWith('?'));
  return asking.length && asking.length < sentences.length ? asking.join(' ') : null;
}

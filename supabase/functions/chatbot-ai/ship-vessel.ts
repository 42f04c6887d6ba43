// "we have the ship late", "our boat docks at 9": a ship the guest travels on is the ferry, not the farm's shipping.
// Only a ship named as a thing (after an article or a possessive) is the vessel: "do you ship abroad?" is shipping.
const VESSEL_BEFORE = new Set(['the', 'a', 'our', 'my', 'their', 'his', 'her', 'by', 'on', 'off', 'take', 'taking', 'late', 'night', 'overnight', 'evening', 'morning', 'afternoon', 'first', 'last', 'early']);
const VESSEL_WORDS = new Set(['ship', 'ships', 'boat', 'boats']);

/** The tokens with a ship or boat said as a vessel spelt as the ferry, the word the lexicon reads as the journey. */
export function shipAsFerry(tokens: string[]): string[] {
  return tokens.map((t, i) => (VESSEL_WORDS.has(t) && VESSEL_BEFORE.has(tokens[i - 1] ?? '') ? 'ferry' : t));
}

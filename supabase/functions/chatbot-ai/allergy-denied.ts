// An allergy said not to be the reason ("non è allergia, solo non le piace", "it's not an allergy, he just hates it"):
// a dislike told as the guest's story, no question about allergens; what else is asked is read.
const ALLERGY_SCORED = ['allergia', 'allergy', 'allergic'];
const DENIALS = new Set(['non', 'not', 'isnt', 'nessuna', 'niente', 'no']);

/** The allergens score that allergy words said only under a denial gave (5 each, as intents.ts weighs them). */
export function allergyDeniedWeight(tokens: string[]): number {
  return ALLERGY_SCORED.filter((w) => {
    const at = tokens.flatMap((t, i) => (t === w ? [i] : []));
    return at.length > 0 && at.every((i) => tokens.slice(Math.max(0, i - 3), i).some((t) => DENIALS.has(t)));
  }).length * 5;
}

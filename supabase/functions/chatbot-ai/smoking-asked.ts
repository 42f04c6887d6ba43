// Smoking said by what is smoked ("a cigarette in the room?", "posso accendermi un sigaro?", "is vaping ok?"): the
// house rules' smoking, in the entries' own words.

import type { Scores } from './intents.ts';

/** What is smoked, as the rules' keywords (intents.ts) weigh it. */
export const SMOKED_THINGS: Array<[string, number]> = [
  ['sigaretta', 3], ['sigarette', 3], ['sigaretto', 3], ['sigaro', 3], ['sigari', 3], ['svapare', 3], ['svapo', 3], ['svapano', 3],
  ['cigarette', 3], ['cigarettes', 3], ['ciggie', 3], ['ciggies', 3], ['cig', 3], ['cigs', 3], ['cigar', 3], ['cigars', 3],
  ['vape', 3], ['vapes', 3], ['vaping', 3], ['light up', 2], ['tabacco', 2], ['tobacco', 2],
  // A pipe is smoked too; "pipe" alone weighs less, a plumbing pipe being possible.
  ['pipa', 3], ['pipe', 2],
];

/** The knowledge search's kind: what is smoked is smoking. */
export const SMOKED_KIND: [RegExp, string] = [
  /\bsigar\w*|\bsvap\w*|\bcig(?:s|gies?|arettes?|ars?)?\b|\bvap(?:e|es|ing)\b|\btobacco\b|\btabacco\b|\bpipa\b|\b(?:his|her|my|their|your) pipe\b/, 'fumare smoking',
];

const SMOKED = new Set(SMOKED_THINGS.map(([p]) => p));
/** A rule's words with smoking's own words beside what is smoked: the smoking entry is worded with those. */
export const withSmokingWords = (ruleWords: string[]) =>
  ruleWords.some((w) => SMOKED.has(w)) ? [...ruleWords, 'smoking', 'fumare'] : ruleWords;

/** Lighting words: a smoked thing lit is smoking ("light it", "accendersi la pipa"). */
const SMOKED_THING_LIGHTING = new Set(['light', 'lit', 'lighting', 'accendere', 'accendersi', 'accendermi', 'accendo', 'accende', 'accenderla', 'accenderlo', 'accendersela']);
const SMOKED_THING_WORDS = new Set(SMOKED_THINGS.map(([p]) => p).filter((p) => !p.includes(' ')));

/** A smoked thing said with lighting it: the smoking rule, over the room or the weather it is lit in. */
export function withSmokedThingLit(scores: Scores, tokens: string[]): Scores {
  if (!tokens.some((t) => SMOKED_THING_WORDS.has(t)) || !tokens.some((t) => SMOKED_THING_LIGHTING.has(t))) return scores;
  return { ...scores, rules: (scores.rules ?? 0) + 3 };
}

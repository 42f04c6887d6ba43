// Smoking said by what is smoked ("a cigarette in the room?", "posso accendermi un sigaro?", "is vaping ok?"): the
// house rules' smoking, in the entries' own words.

/** What is smoked, as the rules' keywords (intents.ts) weigh it. */
export const SMOKED_THINGS: Array<[string, number]> = [
  ['sigaretta', 3], ['sigarette', 3], ['sigaretto', 3], ['sigaro', 3], ['sigari', 3], ['svapare', 3], ['svapo', 3], ['svapano', 3],
  ['cigarette', 3], ['cigarettes', 3], ['ciggie', 3], ['ciggies', 3], ['cig', 3], ['cigs', 3], ['cigar', 3], ['cigars', 3],
  ['vape', 3], ['vapes', 3], ['vaping', 3], ['light up', 2], ['tabacco', 2], ['tobacco', 2],
];

/** The knowledge search's kind: what is smoked is smoking. */
export const SMOKED_KIND: [RegExp, string] = [
  /\bsigar\w*|\bsvap\w*|\bcig(?:s|gies?|arettes?|ars?)?\b|\bvap(?:e|es|ing)\b|\btobacco\b|\btabacco\b/, 'fumare smoking',
];

const SMOKED = new Set(SMOKED_THINGS.map(([p]) => p));
/** A rule's words with smoking's own words beside what is smoked: the smoking entry is worded with those. */
export const withSmokingWords = (ruleWords: string[]) =>
  ruleWords.some((w) => SMOKED.has(w)) ? [...ruleWords, 'smoking', 'fumare'] : ruleWords;

// "si può fumare in camera? d'inverno fuori fa freddo": a rule asked as a permission, with the guest's reason in a
// sentence of its own. The reason (the cold, the rain, a late hour) is why they ask, not what: the rule's sentence is
// searched alone, so the entry of the weather the reason names does not answer instead of the rule's.
import { KEYWORDS } from './intents.ts';
import { tokenize } from './normalise.ts';
import { hasPhrase } from './words.ts';
import { withSmokingWords } from './smoking-asked.ts';

const RULE_WORDS = KEYWORDS.rules.map(([p]) => p).filter((p) => !p.includes(' '));

/** The one sentence of a message of several that names a rule, else the message as it is. */
export function ruleSentenceOf(text: string): string {
  const sentences = (text.match(/[^?!.;]+[?!.;]*/g) ?? []).map((s) => s.trim()).filter((s) => /[a-z]/i.test(s));
  if (sentences.length < 2) return text;
  // The rule is what is asked: its sentence is the question; one naming a rule beside another question ("avete la
  // piscina? i bambini ci tengono") says who comes, not a rule asked.
  const naming = sentences.filter((s) => ruleWordsIn(s).length > 0);
  return naming.length === 1 && naming[0].endsWith('?') && sentences.filter((s) => s.endsWith('?')).length === 1 ? naming[0].replace(/[?]+$/, '') : text;
}

/** The rules' words a sentence says ("fumare", "dogs"). */
export const ruleWordsIn = (sentence: string) => withSmokingWords(RULE_WORDS.filter((w) => hasPhrase(tokenize(sentence), w)));

// A rule asked with a condition of the guest's ("can I smoke in the room if I open the window?", "il cane può stare in
// camera se lo teniamo sul tappetino?"): the rule itself is asked, and its own entry answers it directly ("not
// allowed"), not the whole house-rules line. The condition is said by the guest, it changes nothing the farm states:
// the search is made without it, so its words (the window, the mat) do not pull other entries.
import { KEYWORDS } from './intents.ts';
import { normalise, tokenize } from './normalise.ts';
import { hasPhrase } from './words.ts';
import { SMOKED_THINGS, withSmokingWords } from './smoking-asked.ts';

/** A condition clause, up to the end of its sentence or clause. */
const CONDITION = /\b(?:even if|only if|as long as|provided that|provided|if|anche se|solo se|purch[eé]|basta che|a patto che|sempre che|se)\s[^?.!,;]*/g;

/** The message without its condition clauses; null when it has none, or when too little would be left to search. */
function withoutCondition(text: string): string | null {
  // Cut on the text as written: its punctuation ends the clause.
  const raw = text.toLowerCase();
  const cut = raw.replace(CONDITION, ' ');
  if (cut === raw) return null;
  const left = normalise(cut);
  return left.split(/[^a-z]+/).filter((w) => w.length >= 4).length >= 2 ? left : null;
}

/** The rule asked without the guest's condition, when what is left still names a rule ("smoke", "cane"); with the
 * rule's words, which its entry must be worded with. */
export function ruleWithoutCondition(text: string): { query: string; ruleWords: string[] } | null {
  const left = withoutCondition(text);
  if (!left) return null;
  const tokens = tokenize(left);
  const ruleWords = withSmokingWords(KEYWORDS.rules.map(([p]) => p).filter((p) => !p.includes(' ') && hasPhrase(tokens, p)));
  return ruleWords.length ? { query: left, ruleWords } : null;
}

/** Whether a thing is allowed, asked in so many words: "is smoking permitted?", "è consentito fumare?". */
const PERMISSION = ['permitted', 'permit', 'allowed', 'allow', 'forbidden', 'prohibited', 'banned', 'ok to', 'okay to', 'ok for him to', 'ok for her to', 'ok for us to', 'ok for me to', 'consentito',
  'consentita', 'consentiti', 'permesso', 'permessa', 'ammesso', 'ammessa', 'ammessi', 'vietato', 'vietata', 'proibito', 'lecito'];

/** "the smoke is permitted into the room?": one rule asked as allowed or not is the rule itself, which its own entry
 * answers ("not allowed"), as with a condition; null when no permission word or no rule word is said. */
/** Asking whether one may, right before the rule's own word: "can he smoke", "posso fumare", "could my dad smoke". */
const MAY = new Set(['can', 'could', 'may', 'posso', 'possiamo', 'puo', 'possono', 'potrebbe', 'potremmo']);
const SMOKE_VERBS = new Set(['smoke', 'fumare', 'fuma', 'fumo', 'vape', 'svapare', ...SMOKED_THINGS.map(([p]) => p)]);
const mayDoRuleIn = (tokens: string[]) => tokens.some((t, i) => MAY.has(t) && tokens.slice(i + 1, i + 5).some((w) => SMOKE_VERBS.has(w)));

export function ruleAskedAsPermission(text: string): { query: string; ruleWords: string[] } | null {
  const tokens = tokenize(text);
  if (!PERMISSION.some((p) => hasPhrase(tokens, p)) && !mayDoRuleIn(tokens)) return null;
  const ruleWords = withSmokingWords(KEYWORDS.rules.map(([p]) => p).filter((p) => !p.includes(' ') && hasPhrase(tokens, p)));
  return ruleWords.length ? { query: `${normalise(text)} ${ruleWords.join(' ')}`, ruleWords } : null;
}

// "ho già prenotato per agosto, possiamo portare anche la cagnolina?": the booking made is said as the situation, the
// pet to bring is what is asked: the pets' answer (with the farm to tell), not the booking's lookup. A reference or an
// e-mail given still looks the booking up.
import { petBreedSaidIn } from './pet-breeds.ts';
import { normalise, tokenize } from './normalise.ts';
import { hasPhrase } from './words.ts';

const PET = /^(?:cane|cani|cagnolin\w*|cagnett\w*|cucciol\w*|gatt[oiae]|gattin\w*|micio|animal[ei]|animaletto|dogs?|doggy|puppy|puppies|cats?|kitten|pets?)$/;
/** Bringing or adding it, or whether it may come. */
const BRINGING = [
  'portare', 'portiamo', 'porto', 'portarlo', 'portarla', 'venire', 'viene', 'aggiungere', 'avvisare', 'ammess', 'si puo', 'possiamo',
  'bring', 'bringing', 'add', 'come', 'coming', 'allowed', 'can we', 'could we', 'may we', 'ok', 'tell', 'avvis', 'let you know', 'inform',
];

/** Telling the farm, whether it must be done ("dobbiamo avvisarvi?", "should we let you know?"): asked of a pet said
 * in the turn before, it is still the pet's rule that answers. */
// Telling the farm, not asking it to tell ("tell me about the rooms"), nor information asked.
const TELLING_STEMS = /^(?:avvis|comunicar|segnalar|dirvelo|informarvi|notific)/;
const TELLING = ['tell you', 'tell u', 'to tell', 'let you know', 'let u know', 'inform you', 'inform', 'notify', 'warn you'];
const tellingSaidIn = (tokens: string[]) => tokens.some((t) => TELLING_STEMS.test(t)) || TELLING.some((p) => hasPhrase(tokens, p));

/** The pet words of the turn before, when this turn asks whether to tell the farm and names no pet of its own ("veniamo col cane", then "abbiamo già prenotato, dobbiamo avvisarvi?"): carried, so the pets' rule answers. */
export function petOfTurnBeforeToCarry(tokensBefore: string[], tokens: string[]): string[] {
  if (tokens.some((t) => PET.test(t)) || !tellingSaidIn(tokens)) return [];
  const pets = tokensBefore.filter((t) => PET.test(t));
  // "our two labradors": a pet said by its breed is carried as the pet it is.
  return pets.length || !petBreedSaidIn(tokensBefore.join(' ')) ? pets : ['pets'];
}

/** A pet said with bringing it, in tokens (and the text, for a breed). */
export const petToBringSaidIn = (tokens: string[]) =>
  (tokens.some((t) => PET.test(t)) || petBreedSaidIn(tokens.join(' '))) && BRINGING.some((p) => hasPhrase(tokens, p) || tokens.some((t) => t.startsWith(p) && !p.includes(' ')));

/** The pets' rule asked by a pet to bring ("la cagnolina", "our puppy"): searched with the rule's own words, so its entry,
 * which says to tell the farm, answers rather than the whole house rules. */
export function petRuleAsked(text: string): { query: string; ruleWords: string[] } | null {
  const tokens = tokenize(text);
  if (!petToBringSaidIn(tokens)) return null;
  // Searched with the clauses of the pet and of bringing or telling only: the booking, its month or its room said
  // beside ("we booked the Mirto in june, …") draw other entries and push the pets' one below the bar.
  const sentences = text.split(/(?<=[.!?;,])\s+|\n+/).filter((s) => {
    const t = tokenize(s);
    return t.some((w) => PET.test(w)) || petBreedSaidIn(t.join(' ')) || tellingSaidIn(t) || BRINGING.some((p) => p.includes(' ') && hasPhrase(t, p));
  });
  const asked = sentences.length ? sentences.join(' ') : text;
  return { query: `${normalise(asked)} animali pets`, ruleWords: ['animali', 'animale', 'pets', 'pet', 'dog', 'cane'] };
}

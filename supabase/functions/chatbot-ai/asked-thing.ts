// "Avete la piscina?", "is there a sauna?", "accettate i cofanetti smartbox?": a question whether the farm has or
// takes a thing. When the thing is none of the assistant's own words and no knowledge entry is worded with it,
// nothing the assistant knows says the farm has it: it says so honestly and gives the contacts, rather than
// answering the general text another word of the message named ("bambini": the house rules).
import { LEXICON_WORDS } from './intents.ts';
import { type KnowledgeHit, wordedWith } from './knowledge.ts';
import { hasPhrase } from './words.ts';

const ASKS = [
  'avete', 'c e', 'ci sono', 'disponete di', 'offrite', 'accettate', 'prendete', 'fornite',
  'do you have', 'have you got', 'is there', 'are there', 'do you offer', 'do you accept', 'do you take', 'you have',
  'do you provide', 'can you provide',
];
const DETERMINERS = new Set(
  'il lo la l i gli le un una uno un di del della dello dei degli delle qualche anche a an the any some also'.split(' '),
);
const LEXICON = new Set(LEXICON_WORDS.filter((w) => !w.endsWith('*')));
const STEMS = LEXICON_WORDS.filter((w) => w.endsWith('*')).map((w) => w.slice(0, -1));

/** The thing a "do you have / is there / do you accept" question asks about: the first word after the asking
 * words and the articles, if it is a word of four letters or more that none of the assistant's kinds is said with. */
export function askedThing(tokens: string[]): string | null {
  for (let i = 0; i < tokens.length; i++) {
    const ask = ASKS.find((a) => hasPhrase(tokens.slice(i, i + a.split(' ').length), a));
    if (!ask) continue;
    let j = i + ask.split(' ').length;
    while (j < tokens.length && DETERMINERS.has(tokens[j])) j++;
    const thing = tokens[j];
    if (!thing || thing.length < 4 || /\d/.test(thing) || LEXICON.has(thing) || STEMS.some((st) => thing.startsWith(st))) return null;
    return thing;
  }
  return null;
}

/** Whether the message asks for a thing that no entry among its hits is worded with. */
export function askedThingUnknown(tokens: string[], hits: KnowledgeHit[], known: (word: string) => boolean): boolean {
  const thing = askedThing(tokens);
  return thing !== null && !known(thing) && !hits.some((h) => wordedWith(h, [thing]));
}

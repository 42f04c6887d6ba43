// "Avete la piscina?", "is there a sauna?", "accettate i cofanetti smartbox?": a question whether the farm has or
// takes a thing. When the thing is none of the assistant's own words and no knowledge entry is worded with it,
// nothing the assistant knows says the farm has it: it says so honestly and gives the contacts, rather than
// answering the general text another word of the message named ("bambini": the house rules).
import { LEXICON_WORDS } from './intents.ts';
import { type KnowledgeHit, wordedWith } from './knowledge.ts';
import { DO_ASKS, USE_ASKS } from './use-asked.ts';
import { hasPhrase } from './words.ts';

const ASKS = [
  'avete', 'c e', 'ci sono', 'disponete di', 'offrite', 'accettate', 'prendete', 'fornite',
  'do you have', 'have you got', 'is there', 'are there', 'do you offer', 'do you accept', 'do you take', 'you have',
  'do you provide', 'can you provide',
  // "do you do cooking classes": a service the farm would do or organise.
  'do you do', 'do you organise', 'do you organize', 'do you run',
  ...USE_ASKS,
];
/** "fate gite a cavallo?", "organizzate giri in barca?": a service asked only with its kind said after it (alone,
 * "fate colazione?", "fate sconti?" are the farm's own answers). */
const SERVICE_ASKS = ['fate', 'organizzate', ...DO_ASKS];
/** "gite a cavallo", "giri in barca", "corsi di cucina": the kind of thing said after it, part of what is asked. */
const OF_KIND = new Set(['a', 'in', 'con', 'di', 'col', 'coi', 'sul', 'sui']);
const DETERMINERS = new Set(
  'il lo la l i gli le un una uno un di del della dello dei degli delle qualche anche a an the any some also'.split(' '),
);
/** Words that only describe the thing after them ("a little town", "un piccolo forno", "una bella terrazza"). */
const DESCRIBING = new Set(
  ('little small big large nice good pretty lovely cute quiet proper real decent local piccolo piccola piccoli piccole ' +
    'bel bello bella belli belle bei grande grandi carino carina carini carine buon buono buona vero vera').split(' '),
);
/** Short words of either language that are words, not a thing's abbreviation ("do you accept as guarantee", "fate con latte"). */
const SHORT_WORDS = new Set(('as at by for if in is it me my no of on or so to up us we be do go am and are but can get has had her him his ' +
  'how its let may not now off old one our out own see she too two use was way who why yes you all few new far per via ' +
  'ce ci da ed il mi ne se si su te ti tu vi ho ha hai fa va sta con tra fra nel sul dal col chi che non piu qui gia poi ora ' +
  'due tre noi voi suo sua mio mia tuo tua cui mai nei sui dai coi').split(' '));
/** Words after a short one that make it no abbreviation of a thing ("a bus from olbia", "a spa nearby"). */
const NOT_A_NOUN = new Set(('from with near nearby into onto that this there here when where what which your yours have they them then ' +
  'than like also just around inside outside available please service line stop still every each only dalla dallo dalle dagli vicino').split(' '));
/** Who a thing is for, said before it in English ("a baby bath", "a toddler seat"). */
const THING_FOR_WHOM_BEFORE = new Set(['baby', 'babies', 'babys', 'infant', 'infants', 'toddler', 'toddlers', 'kid', 'kids', 'child', 'childrens', 'children']);
const LEXICON = new Set(LEXICON_WORDS.filter((w) => !w.endsWith('*')));
const STEMS = LEXICON_WORDS.filter((w) => w.endsWith('*')).map((w) => w.slice(0, -1));

/** The thing a "do you have / is there / do you accept" question asks about: the first word after the asking
 * words and the articles, if it is a word of four letters or more that none of the assistant's kinds is said with. */
export function askedThing(tokens: string[]): string | null {
  return askedThingWords(tokens, false)?.[0] ?? null;
}

/** The thing asked for and the kind said after it, if any ("gite a cavallo": gite, cavallo). */
export function askedThingWords(tokens: string[], services = true): string[] | null {
  for (let i = 0; i < tokens.length; i++) {
    const asks = services ? [...ASKS, ...SERVICE_ASKS] : ASKS;
    const ask = asks.find((a) => hasPhrase(tokens.slice(i, i + a.split(' ').length), a));
    if (!ask) continue;
    let j = i + ask.split(' ').length;
    while (j < tokens.length && (DETERMINERS.has(tokens[j]) || DESCRIBING.has(tokens[j]))) j++;
    // "a baby bath", "a kids scooter": who it is for said before the thing, which is what is asked.
    if (THING_FOR_WHOM_BEFORE.has(tokens[j] ?? '') && /^[a-z]{4,}$/.test(tokens[j + 1] ?? '') && !NOT_A_NOUN.has(tokens[j + 1])) j++;
    const thing = tokens[j];
    // "an EV charger", "a BBQ grill": a thing named by its abbreviation, with the noun after it, both asked.
    const noun = tokens[j + 1] ?? '';
    if (thing && /^[a-z]{2,3}$/.test(thing) && !DETERMINERS.has(thing) && !SHORT_WORDS.has(thing) && !LEXICON.has(thing) && /^[a-z]{4,}$/.test(noun) && !NOT_A_NOUN.has(noun)) return [thing, noun];
    if (!thing || thing.length < 4 || /\d/.test(thing) || LEXICON.has(thing) || STEMS.some((st) => thing.startsWith(st))) return null;
    const kind = OF_KIND.has(tokens[j + 1] ?? '') ? tokens[j + 2] : undefined;
    const ownWord = (w: string) => LEXICON.has(w) || STEMS.some((st) => w.startsWith(st));
    const withKind = kind && kind.length >= 4 && !DETERMINERS.has(kind) && !/\d/.test(kind) && !ownWord(kind);
    if (withKind) return [thing, kind];
    if (SERVICE_ASKS.includes(ask)) continue;
    return [thing];
  }
  return null;
}

/** Whether the message asks for a thing that no entry among its hits is worded with. */
export function askedThingUnknown(tokens: string[], hits: KnowledgeHit[], known: (word: string) => boolean): boolean {
  const thing = askedThingWords(tokens);
  // An entry is about the thing when worded with it and with its kind ("gite" alone is not "gite a cavallo").
  // An English plural is the entry's singular: "are there buses?" is the car hire's "is there a bus".
  return thing !== null && !known(thing[0]) && !hits.some((h) => thing.every((w) => wordedWith(h, [w, englishSingularOfThing(w)])));
}

/** "buses" → "bus", "taxis" → "taxi", "coaches" → "coach"; other words as they are. */
function englishSingularOfThing(w: string): string {
  if (/(?:ss|x|ch|sh|[^aeiou]s)es$/.test(w)) return w.slice(0, -2);
  return w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
}

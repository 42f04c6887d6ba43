// A question said beside who is coming or when ("are the rooms heated? we're coming in december", "quali spiagge
// sono vicine? abbiamo due bimbi", "how far is the airport? we land on the 4th"): the day or the party is context,
// not the request. Unless the guest asks for rooms, a stay or its price, the sentence that asks is what is read.
import { beyondWhenComing } from './amenity-when.ts';
import { PARTY_PEOPLE_WORDS } from './party-described.ts';
import { roomQualityAskedIn } from './room-quality-asked.ts';
import { domainWords } from './synonyms.ts';
import type { Understanding } from './understand.ts';

const KIDS_AND_KIN = new Set([
  ...PARTY_PEOPLE_WORDS, 'bambini', 'bambino', 'bimbi', 'bimba', 'bimbo', 'figli', 'figlio', 'figlia', 'children', 'child',
  'kids', 'kid', 'parents', 'genitori',
]);
/** What asks for rooms or a stay, for which the day and the party said beside are the request's own. */
const STAY_ASKS = new Set(['rooms', 'book', 'availability', 'price', 'lookup', 'lead']);
/** Words that ask, in a sentence without its question mark ("what should i pack for december"), by language:
 * "come" asks in Italian, not in English ("we come on the 9th"). */
const ASKING_WORDS = {
  en: new Set(['what', 'which', 'how', 'where', 'when', 'why', 'who', 'can', 'could']),
  it: new Set(['cosa', 'come', 'quale', 'quali', 'dove', 'quando', 'perche', 'chi', 'quanto', 'quanta', 'quanti', 'quante', 'posso', 'possiamo', 'si puo']),
};
const asksIn = (u: Understanding) => {
  const asking = u.lang === 'en' ? ASKING_WORDS.en : u.lang === 'it' ? ASKING_WORDS.it : new Set([...ASKING_WORDS.en, ...ASKING_WORDS.it]);
  return u.tokens.some((t, i) => asking.has(t) || asking.has(`${t} ${u.tokens[i + 1]}`));
};
/** The domain table's words of who is coming (a child by its age, a baby): the party, not a thing asked. */
const WHO_KINDS = new Set(['bambini', 'children', 'letto', 'aggiuntivo', 'extra', 'bed', 'culla', 'cot']);
/** The house rules' words that say who is coming, not a rule asked. */
const RULES_PARTY = new Set(['bambini', 'bambino', 'bimbi', 'figli', 'bimba', 'bimbo', 'figlio', 'figlia', 'children', 'child', 'kids', 'kid']);

const sc = (u: Understanding, intent: keyof Understanding['scores']) => u.scores[intent] ?? 0;

/** Whether a text says when the guest comes or who comes: a day, a month, nights, a count, an age, a child. */
function saysWhenOrWho(u: Understanding): boolean {
  return u.dates !== null || u.month !== null || u.days !== null || u.nights !== null || u.guests !== null || u.infants > 0 ||
    u.numbers.length > 0 || u.tokens.some((t) => KIDS_AND_KIN.has(t));
}

/** Whether a text asks for a stay or rooms itself, or any clear question of its own. */
function asksItself(u: Understanding): boolean {
  return sc(u, 'book') >= 3 || sc(u, 'availability') >= 2 || sc(u, 'rooms') >= 3 || sc(u, 'lookup') >= 5 || sc(u, 'lead') >= 5 ||
    sc(u, 'price') >= 3 || u.rooms.length > 0 || u.email !== null || u.phone !== null || u.reference !== null;
}

/** Whether a sentence says only when or who: no product, no time of day, nothing asked, no policy's word but a child. */
function onlyWhenOrWho(side: Understanding): boolean {
  if (!saysWhenOrWho(side) || asksItself(side) || side.clock || side.products.length || side.productGroup.length) return false;
  if (Object.keys(side.filters).length || asksIn(side)) return false;
  const rulesOnlyParty = side.tokens.every((t) => !RULES_PARTY.has(t)) ? sc(side, 'rules') === 0 : sc(side, 'rules') <= 3;
  const other = Object.entries(side.scores).some(([intent, score]) => intent !== 'rules' && intent !== 'greeting' && (score ?? 0) > 2);
  return rulesOnlyParty && !other;
}

/**
 * The understanding of the asking sentence alone, when the other sentences only say when or who ("we land on the
 * 4th", "saremmo in 4", "they're 15 and 11") and the asking one asks a thing of its own (a policy, the way here, a
 * fact the farm's entries hold), not rooms nor a stay. Otherwise the whole message's.
 */
export function askedBesideWhenOrWho(whole: Understanding, text: string, read: (text: string) => Understanding): Understanding {
  if (!whole.asking) return whole;
  const askingText = whole.asking.text;
  const sideText = text.split(/(?<=[.!?])\s+|\n+/).filter((s) => !askingText.includes(s.trim())).join(' ');
  if (!sideText.trim()) return whole;
  if (!onlyWhenOrWho(read(sideText))) return whole;
  // A kind of thing said beside ("we love old towns… what's worth a visit?"): what the question is about.
  const askedKinds = domainWords(askingText);
  if (domainWords(sideText).some((w) => !WHO_KINDS.has(w) && !askedKinds.includes(w))) return whole;
  const asked = read(askingText);
  // A product asked of ("il pecorino si scioglie? qui a luglio ci sono 38 gradi"): the heat or the day is the product's.
  if (Object.keys(asked.filters).length || Math.max(sc(asked, 'cheese'), sc(asked, 'salumi'), sc(asked, 'products')) >= 2) return whole;
  // The day or party said in the asking sentence too ("can we come with kids on the 3rd?"), or a room or a product
  // named: the whole message.
  if (asked.dates !== null || asked.month !== null || asked.guests !== null || asked.nights !== null) return whole;
  if (asked.rooms.length || asked.products.length || asked.productGroup.length) return whole;
  const ownWords = beyondWhenComing(asked.unfamiliar);
  // Whether the rooms are something the lexicon lacks ("is the room accessible?") asks that, not rooms for the party.
  const quality = asked.intent === 'rooms' && ownWords.length > 0 && (asked.features.length > 0 || roomQualityAskedIn(asked.tokens));
  if (STAY_ASKS.has(asked.intent) && !quality) return whole;
  if (asked.intent === 'unknown' && !ownWords.length && !whole.asking.words.length) return whole;
  return { ...asked, asking: whole.asking, lang: whole.lang ?? asked.lang, besideWhenOrWho: true };
}

/** A day said in the same sentence as a clear question of another kind ("arriviamo in nave il 2 ottobre, quanto ci
 * vuole in auto?"): that question, the day being when. Not with rooms, a party, nights, a price or a stay asked. */
export function dayBesideFacetAsked(u: Understanding, facet: string | null, roomsSaid: boolean): boolean {
  if (!u.dates || !facet || facet === 'checkin' || (u.scores[facet as keyof Understanding['scores']] ?? 0) < 3) return false;
  // Said without asking ("atterro ad alghero il 19 dicembre"): the stay told, which a question may follow.
  return asksIn(u) && !roomsSaid && !asksItself(u) && u.guests === null && u.nights === null;
}

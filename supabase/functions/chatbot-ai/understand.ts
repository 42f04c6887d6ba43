// The understanding step: what one message asks (intent scores), what it names (products, rooms), the filters it
// puts on products, stay dates, nights, guests, room features, contact details and the language it is written in.
// Pure: the catalogue is passed in. The engine combines it with the state of the conversation (conversation.ts).
import { characterAskedIn } from './product-character.ts';
import { onlyTimeBoundAskedIn } from './time-bound-follow-up.ts';
import { withPetBreedRules } from './pet-breeds.ts';
import { shipAsFerry } from './ship-vessel.ts';
import { withBreakfastOfMorningMeal } from './morning-meal.ts';
import { partyCountedInAll } from './party-in-all.ts';
import { orderDayIn } from './order-time.ts';
import { singularOfNameWord } from './name-plurals.ts';
import { type Milk, matchNames, type NameIndex, oneNameHolds } from './catalogue.ts';
import { aboutProductsIn, everydayNameWordsApart } from './everyday-name-words.ts';
import { babyBedAskedIn, childAgesListedIn } from './children-party.ts';
import { agingWordsIn } from './aging-in-words.ts';
import { DATE_WORDS, dayRange, monthIn, nightsIn, NUMBER_WORDS, parseStayDates, type StayDates } from './dates.ts';
import { findEmail, findPhoneMatch, findReference } from './entities.ts';
import { askingSentencesOf } from './asking.ts';
import { askedBesideWhenOrWho } from './side-context.ts';
import { holidaySpanIn, unlessHolidaySpanDay } from './holiday-span.ts';
import { EVERYDAY_WORDS } from './everyday.ts';
import { KEYWORDS, mainIntent, type Intent, type Scores, scoreIntents, LEXICON_WORDS } from './intents.ts';
import type { Lang } from './types.ts';
import { capacityAskedIn, roomCapacityAskedIn } from './capacity-asked.ts';
import { wholeFarmPlacesAskedIn } from './whole-farm-capacity.ts';
import { PARTY_PEOPLE_WORDS, partyDescribedIn } from './party-described.ts';
import { peopleAgedIn } from './activity-party.ts';
import { lifeCountAt, lifeCountsAt } from './life-count.ts';
import { bedAskedIn, refusedBedWordsAt } from './bed-asked.ts';
import { withoutDurationHours } from './hours-duration.ts';
import { withoutOpenedThingHours } from './opened-thing.ts';
import { withoutStorageOfNightTemperature } from './night-cool-asked.ts';
import { inStockNowIn, withoutShippingOfRankedNow } from './in-stock-now.ts';
import { treatmentAskedIn } from './treatment-refused.ts';
import { withSmokedThingLit } from './smoking-asked.ts';
import { hasPhrase, vocabulary, type Vocabulary, words } from './words.ts';

export interface Filters {
  category?: 'formaggi' | 'salumi';
  milk?: Milk[];
  notMilk?: Milk[];
  treatment?: 'raw' | 'pasteurised';
  smoked?: boolean;
  spicy?: boolean;
  agingMin?: number;
  agingMax?: number;
  priceMax?: number;
  priceMin?: number;
  /** About this many months: the nearest aging, not "at least" ("aged 3 months"). */
  agingNear?: number;
  /** In stock (true) or sold out (false), from the stock the database holds. */
  inStock?: boolean;
  /** The products the farm marks as its bestsellers. */
  bestseller?: boolean;
  /** Without milk among the allergens (lactose free). */
  noMilk?: boolean;
}

export type Rank = 'cheapest' | 'dearest' | 'oldest' | 'youngest';

type RoomFeature = 'breakfast' | 'bathroom' | 'aircon' | 'view' | 'capacity' | 'extraBed';

export interface Understanding {
  tokens: string[];
  scores: Scores;
  intent: Intent;
  lang: Lang | null;
  dates: StayDates | null;
  datesWritten: boolean;
  /** A month named without days, and days named without a month: put together across turns. */
  month: number | null;
  days: [number, number] | null;
  nights: number | null;
  guests: number | null;
  /** Children under three who sleep in a cot ("a 1 yr old baby", "con la culla"): among the guests, taking no place. */
  infants: number;
  products: string[];
  productGroup: string[];
  rooms: string[];
  roomGroup: string[];
  filters: Filters;
  bed: 'matrimoniale' | 'singoli' | null;
  features: RoomFeature[];
  /** Patterns of the view asked for ("bosco" → /bosc|wood|forest/). */
  views: RegExp[];
  /** Bare numbers ("e quello di 24?"), for a follow-up that names a product by its aging. */
  numbers: number[];
  stock: boolean;
  /** "quale costa meno?", "the most expensive", "the oldest": one product picked by its price or its aging. */
  rank: Rank | null;
  /** "e quella normale?", "the plain one": the variant of a product without its smoke or chilli. */
  plain: boolean;
  /** "how long is it aged?": the aging of the product talked about is asked, not filtered on. */
  agingAsked: boolean;
  /** "fino al 9", "until the 14th": a new last day for the stay said before. */
  untilDay: number | null;
  /** "on the 6th", "dal 6", "arriviamo il 6": a day alone, a new first day for the stay said before. */
  fromDay: number | null;
  followUp: boolean;
  email: string | null;
  phone: string | null;
  reference: string | null;
  /** Telling words the assistant has no meaning for ("travi", "electric"): asked about something it may not know. */
  unfamiliar: string[];
  /** A time of day said ("alle 21", "at 9pm", "verso le 22:30"). */
  clock: boolean;
  /** The sentences that ask, when a greeting, who is writing or thanks are around them, and their telling words. */
  asking: { text: string; words: string[] } | null;
  /** The asking sentence alone was read: the others only said when or who (side-context.ts). */
  besideWhenOrWho?: boolean;
}

export interface Names {
  products: NameIndex;
  rooms: NameIndex;
  /** Words of the catalogue's names, for typo correction. */
  words: string[];
}

const IT_WORDS = new Set(
  ('il lo la gli le un una uno di da del della dei delle al alla ai che per con sono siete avete ci ce mi vi ho abbiamo ' +
    'vorrei voglio posso possiamo puo si quanto quanta quanti quante come dove quando non senza anche ma oppure qualcosa ' +
    'quale quali cosa sotto meno piu grazie ciao buongiorno buonasera salve siamo e formaggi formaggio camera camere ' +
    'prezzo costa prenotare libere libera affumicato affumicati piccante piccanti capra pecora mucca latte crudo ' +
    'stagionato stagionati colazione bagno vista letto notte notti persone ospiti spedizione spedite pagare carta orari ' +
    'aperti cane animali fumare conservare conservo frigo salumi ricontattato prenotazione quello quelli solo avete fate ' +
    'vendete c dal al negozio coppia coppie').split(' '),
);
const EN_WORDS = new Set(
  ('the an is are am do does you your we my our me us what which how where when who can could would will to of for with ' +
    'without any anything have has much many please thanks hi hello there it on at from and or need want like get some ' +
    'this that be if cheese cheeses room rooms price book free smoked spicy sausage sausages goat sheep cow milk raw aged ' +
    'stock breakfast bathroom view bed beds night nights people guests friends shipping ship pay card cancel hours open ' +
    'farm dog pets smoking store fridge meats cured only ones one just much long made sell buy show tell about couple').split(' '),
);

/** Everyday words a word of the catalogue's names is near: words of their own, never typos of the name nor its
 * plural or gender ("il giorno prima" does not name Primo Fiore). */
// A couple travelling ("siamo una coppia") folds like the Coppa's name: a party, never the product.
const EVERYDAY_IT = 'prima primi dopo giorno giorni settimana settimane ancora tutto tutti molto poco coppia coppie coppietta';
const EVERYDAY_EN = 'before after first day days week weeks still all very little';
const EVERYDAY = new Set(`${EVERYDAY_IT} ${EVERYDAY_EN}`.split(' '));
for (const w of EVERYDAY_IT.split(' ')) IT_WORDS.add(w);
for (const w of EVERYDAY_EN.split(' ')) EN_WORDS.add(w);

const FILTER_WORDS =
  'pecora pecore ovino sheep ewe capra capre caprino goat mucca mucche vacca vacche vaccino vaccini cow bovino latte milk ' +
  'crudo raw unpasteurised pastorizzato pastorizzati pasteurised pasteurized affumicato affumicati affumicata smoked smoky ' +
  'piccante piccanti spicy hot peperoncino chilli chili stagionato stagionati stagionata aged mature matured invecchiato fresco ' +
  'freschi fresca fresh young giovane sotto under below meno less cheaper euro colazione breakfast bagno bathroom doccia ' +
  'shower aria condizionata condizionatore climatizzatore conditioning vista view views panorama affaccio bosco boschi ' +
  'woods forest colline collina hills hill valle valley mare sea giardino garden pascoli pastures matrimoniale double ' +
  'singoli single twin persone people ospiti guests adulti adults amici friends magazzino stock esaurito disponibile ' +
  'available lattosio lactose intollerante intolerant cheapest expensive economico caro stagione season parcheggio parking fattura invoice ricevuta receipt cena dinner pranzo lunch ' +
  'piscina pool spiaggia spiagge beach beaches escursioni cavallo horse wifi internet riding oldest youngest separate ' +
  'separati normale normali normal regular plain classic classica classico until till esauriti esaurite finiti venduti ' +
  'selling seller sellers popular bestseller between tra fra';
/** A bed added to a room: "un letto in più", "letto extra", "an extra bed", "another bed in there". */
const EXTRA_BED = [
  'letto in piu', 'letto extra', 'letto aggiuntivo', 'letti aggiuntivi', 'letto supplementare', 'altro letto', 'brandina',
  'aggiungere un letto', 'extra bed', 'extra beds', 'additional bed', 'another bed', 'add a bed', 'rollaway', 'roll away bed',
  'camp bed', 'sofa bed', 'divano letto',
];

/** A stay said in weeks asks about a long stay: known words (never typos of a name), but telling ones. */
const DURATION = new Set(['settimana', 'settimane', 'week', 'weeks']);
/** Going and nearness say how a thing is asked, not what ("si puo andare a cavallo li vicino?": the riding); words as
 * written, never typos of another. */
const GOING_NEAR = 'andare andiamo vado va go goes going vicino vicina vicini vicine near nearby somewhere anywhere'.split(' ');
/** Words that say nothing of what is asked beyond its kind: function words, and how price and time are asked. */
export const COMMON_WORDS = new Set([
  ...[...IT_WORDS, ...EN_WORDS].filter((w) => !DURATION.has(w)),
  ...('quanto quanta costo costi spese fee fees cost costs much many how long often quando when what time ora ore ' +
    'fare fa fate make makes making si puo possibile possible allowed ammesso ammessi ammesse okay ok still ancora already gia ' +
    'sono e era is was be been there here qui qua li voi vostro vostra your yours our nostro nostra alle agli take takes').split(' '),
  ...GOING_NEAR,
]);
const BASE_WORDS = [...LEXICON_WORDS, ...GOING_NEAR, ...FILTER_WORDS.split(' '), ...EXTRA_BED.flatMap((p) => p.split(' ')), 'aggiungere', 'aggiungete', 'aggiunto', 'add', ...IT_WORDS, ...EN_WORDS, ...Object.keys(NUMBER_WORDS), ...DATE_WORDS];
const STEMS = Object.values(KEYWORDS).flatMap((k) => k.map(([p]) => p)).filter((p) => p.endsWith('*')).map((p) => p.slice(0, -1));

/** Words that judge or ask, not features a room or the farm could have ("the nicest view", "la camera piu bella"). */
const QUALIFIERS =
  'nice nicer nicest best better good great beautiful lovely pretty big bigger biggest large larger largest small ' +
  'smaller quiet quieter quietest cosy cozy romantic comfortable cheap bella bello belle belli migliore migliori ' +
  'grande grandi piccola piccolo tranquilla tranquillo silenziosa romantica comoda carina carino economica spaziosa ' +
  'spacious really davvero proprio stanza stanze room rooms camera camere please prego tell dimmi sapere know whole ' +
  'entire intera intero tutta totale total them they their these those were been does done doing would should could ' +
  'might must also just even more most such very into from than then show give exactly esattamente precisely ' +
  'precisamente got';
/** Words that only judge or ask ("the nicest", "show me"): they say nothing of what is asked. */
export const QUALIFIER_WORDS = new Set(QUALIFIERS.split(' '));

let cachedVocab: { key: string[]; vocab: Vocabulary; known: Set<string> } | null = null;
function vocabFor(names: Names): { vocab: Vocabulary; known: Set<string> } {
  if (cachedVocab?.key !== names.words) {
    const all = [...BASE_WORDS, ...names.words];
    // Everyday words are never corrected into a lexicon word, nor is a typo corrected into them ("barca" is not
    // "bacca"): words as written, and unfamiliar (telling).
    const vocab = vocabulary(all);
    for (const w of EVERYDAY_WORDS) vocab.words.add(w);
    for (const w of PARTY_PEOPLE_WORDS) vocab.words.add(w);
    cachedVocab = { key: names.words, vocab, known: new Set([...all, ...COMMON_WORDS, ...QUALIFIER_WORDS]) };
  }
  return cachedVocab;
}

/** Telling words of a message the assistant has no meaning for: not in its lexicon, the catalogue's names, the
 * function words nor the words that only judge. */
function unfamiliarIn(tokens: string[], names: Names): string[] {
  const { known } = vocabFor(names);
  return tokens.filter((t) => t.length >= 4 && !/\d/.test(t) && !known.has(t) && !STEMS.some((s) => t.startsWith(s)));
}

/** Tokens of a message, corrected against the lexicon and the catalogue's names. */
export const tokensOf = (text: string, names: Names) => words(text, vocabFor(names).vocab, STEMS);

const anyOf = (tokens: string[], list: string[]) => list.some((w) => hasPhrase(tokens, w));
// "can't", "don't" are tokens "can t", "don t", and "cant", "dont" when written without the apostrophe; an
// intolerance or allergy excludes what it names too.
const NEGATIONS = new Set([
  'cant', 'dont', 'doesnt', 'didnt', 'wont', 'isnt', 'senza', 'without', 'no', 'niente', 'non', 'not', 'except', 'tranne', 'escluso', 'nothing', 't', 'cannot', 'never', 'mai',
  'allergico', 'allergica', 'allergici', 'allergic', 'intollerante', 'intolleranti', 'intolerant', 'evito', 'avoid',
]);
const CONTRAST = /\b(?:invece (?:che|di|del|della|dello)|anziche|piuttosto che|instead of|rather than)\b/;
/** Verbs of eating or bearing: "la pecora non la digerisco" negates the milk named before the negation. */
const BEAR = new Set([
  'digerisco', 'digeriamo', 'digerire', 'digerisce', 'mangio', 'mangiamo', 'mangiare', 'tollero', 'tolleriamo', 'sopporto',
  'piace', 'piacciono', 'posso', 'possiamo', 'digest', 'eat', 'tolerate', 'like', 'stand', 'want', 'voglio', 'vogliamo', 'agree',
  // Bearing a taste ("il piccante non lo regge", "spicy he can't handle").
  'regge', 'reggo', 'reggiamo', 'sopporta', 'mangia', 'handle', 'handles', 'take',
]);
/** Whether the word at i is negated: a negation up to three words before, or after it with a verb of eating. */
function negatedAt(tokens: string[], i: number): boolean {
  if (tokens.slice(Math.max(0, i - 3), i).some((t) => NEGATIONS.has(t))) return true;
  // "di mucca invece che di pecora", "goat rather than sheep": what a contrast sets aside is excluded too.
  if (CONTRAST.test(tokens.slice(Math.max(0, i - 4), i).join(' '))) return true;
  // "la pecora no", "sheep no thanks": a bare "no" right after it, ending the message or before thanks.
  if (tokens[i + 1] === 'no' && (i + 2 === tokens.length || ['grazie', 'thanks', 'please', 'pls', 'per', 'perche', 'because'].includes(tokens[i + 2]))) return true;
  for (let j = i + 1; j <= i + 3 && j < tokens.length; j++) {
    const verb = tokens.slice(j + 1, j + 4).findIndex((t) => BEAR.has(t));
    // "capra? … non digerisce quello di pecora": a refusal whose verb names its own milk after it is that milk's.
    if (NEGATIONS.has(tokens[j]) && verb >= 0 && !milkRefusedAfterVerb(tokens, j + 1 + verb)) return true;
  }
  return milkRefusedAfterVerb(tokens, -1, i);
}
/** A milk word within four words after a refusing verb ("non digerisce bene quello di pecora"), nothing between but
 * filler; with `at`, whether the milk word at `at` is the one such a verb refuses. */
function milkRefusedAfterVerb(tokens: string[], verb: number, at?: number): boolean {
  if (at === undefined) {
    const next = tokens.slice(verb + 1, verb + 6).findIndex((t) => !REFUSED_FILLER.has(t));
    return next >= 0 && MILK_WORDS.has(tokens[verb + 1 + next]);
  }
  if (!MILK_WORDS.has(tokens[at])) return false;
  for (let v = at - 1; v >= Math.max(1, at - 5); v--) {
    if (BEAR.has(tokens[v]) && tokens.slice(Math.max(0, v - 3), v).some((t) => NEGATIONS.has(t))) return true;
    if (!REFUSED_FILLER.has(tokens[v])) return false;
  }
  return false;
}
/** Words between a refusing verb and its milk ("bene quello di", "the … one"). */
const REFUSED_FILLER = new Set([
  'bene', 'molto', 'tanto', 'troppo', 'proprio', 'quello', 'quella', 'quelli', 'quelle', 'di', 'del', 'della', 'dei', 'il', 'lo', 'la', 'i',
  'le', 'l', 'latte', 'formaggio', 'formaggi', 'the', 'a', 'very', 'well', 'really', 'milk', 'cheese', 'cheeses', 'from', 'of', 'made', 'with', 'al', 'col', 'con',
]);

const ANIMALS: Array<[Milk, string[]]> = [
  ['pecora', ['pecora', 'pecore', 'ovino', 'sheep', 'ewe']],
  ['capra', ['capra', 'capre', 'caprino', 'goat']],
  ['vacca', ['mucca', 'mucche', 'vacca', 'vacche', 'vaccino', 'vaccini', 'cow', 'bovino']],
];
const MILK_WORDS = new Set(ANIMALS.flatMap(([, ws]) => ws));

function milkFilters(tokens: string[], f: Filters) {
  const negated = (i: number) => negatedAt(tokens, i);
  tokens.forEach((t, i) => {
    const animal = ANIMALS.find(([, ws]) => ws.includes(t))?.[0];
    if (animal) {
      const key = negated(i) ? 'notMilk' : 'milk';
      f[key] = [...new Set([...(f[key] ?? []), animal])];
    } else if ((t === 'latte' || t === 'milk') && negated(i) && !tokens.slice(Math.max(0, i - 3), i + 3).some((w) => MILK_WORDS.has(w))) {
      f.noMilk = true;
    } else if (t === 'lattosio' || t === 'lactose') {
      // "senza lattosio", "lactose free", "intollerante al lattosio": what can be eaten without milk.
      f.noMilk = true;
    }
  });
}

const AGING_WORDS = ['stagionato', 'stagionati', 'stagionata', 'stagionate', 'aged', 'mature', 'matured', 'invecchiato', 'invecchiati'];
const AMOUNT = '(\\d+(?:[.,]\\d+)?)';
const UNITS_NOT_EURO = '(?!\\s*(?:mesi|anni|anno|notti|nights|night|persone|people|ospiti|guests|km|giorni|days|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|january|february|march|april|may|june|july|august|september|october|november|december)\\b)';
const num2 = (x: string) => Number(x.replace(',', '.'));
/** Small counts said in words, for an aging ("due anni", "three years"). */
export const COUNT_WORDS: Record<string, number> = {
  un: 1, uno: 1, una: 1, a: 1, one: 1, due: 2, two: 2, tre: 3, three: 3, quattro: 4, four: 4, cinque: 5, five: 5, sei: 6, six: 6,
  sette: 7, seven: 7, otto: 8, eight: 8, nove: 9, nine: 9, dieci: 10, ten: 10, dodici: 12, twelve: 12, diciotto: 18, eighteen: 18,
};
const AGE_COUNT = `(\\d{1,2}|${Object.keys(COUNT_WORDS).join('|')})`;
const AGE_ARTICLE = '(?:i |gli |the |le |l\'|ai |agli )?';

/** "between 15 and 20", "tra 15 e 20 euro", "da 15 a 20 euro", "from 15 to 20 eur", "over 20 euro": a price range.
 * "da … a …" and "over" need the euro, as they also say dates and ages. */
export function priceRange(text: string): Pick<Filters, 'priceMin' | 'priceMax'> {
  const between = text.match(new RegExp(`\\b(?:between|tra|fra)\\s+(?:i |gli |the )?${AMOUNT}\\s*(?:euro\\s+)?(?:e|and|to|-)\\s+(?:i |gli |the )?${AMOUNT}\\b${UNITS_NOT_EURO}`)) ??
    text.match(new RegExp(`\\b(?:da|dai|from)\\s+${AMOUNT}\\s*(?:euro\\s+)?(?:a|ai|to|-)\\s+${AMOUNT}\\s*euro\\b`)) ??
    text.match(new RegExp(`\\b${AMOUNT}\\s*(?:-|to|a)\\s*${AMOUNT}\\s*euro\\b`));
  if (between) {
    const [a, b] = [num2(between[1]), num2(between[2])].sort((x, y) => x - y);
    return { priceMin: a, priceMax: b };
  }
  const over = text.match(new RegExp(`\\b(?:sopra|oltre|piu di|more than|over|above|almeno|at least|minimo)\\s+(?:i |gli |the )?${AMOUNT}\\s*euro\\b`));
  // "non voglio spendere piu di 8 euro", "no more than 9 euros": a floor said under a negation is the ceiling.
  if (over && PRICE_NEGATED.test(text.slice(0, over.index))) return { priceMax: num2(over[1]) };
  return over ? { priceMin: num2(over[1]) } : {};
}
/** A negation just before a price floor ("non … piu di", "not more than", "senza andare oltre"). */
const PRICE_NEGATED = /\b(?:non|not|no|senza)\s+(?:\S+\s+){0,3}$/;
/** A limit not to pass ("senza superare i 10 euro", "at most 10 euro", "un budget di 7 euro"): the highest price. */
// All the guest has to spend ("ho solo 10 euro", "12 euro da spendere") is such a limit too; not an order's amount
// ("if my order is only 40 euros").
const PRICE_CEILING = new RegExp(`\\b(?:(?:ho|abbiamo|restano|rimangono|have|got|ve)\\s+(?:solo|only|just|soltanto|appena)\\s+${AMOUNT}\\s*euro\\b|${AMOUNT}\\s*euro\\s+(?:da spendere|to spend|di budget|budget)\\b)|\\b(?:senza superare|non superare|non sfori\\w*|al massimo|at most|a budget of|budget of|budget di|budget|max budget|spendere massimo|spend max|tops)\\s+(?:i |gli |the |a |ai |about |circa )?${AMOUNT}\\s*euro\\b`);
function priceCeiling(text: string): number | null {
  const m = text.match(PRICE_CEILING);
  const amount = m?.slice(1).find((x) => x !== undefined);
  return amount ? num2(amount) : null;
}

const SOLD_OUT = ['esaurito', 'esauriti', 'esaurita', 'esaurite', 'finito', 'finiti', 'finita', 'finite', 'terminati', 'sold out', 'out of stock', 'unavailable', 'non disponibile', 'non disponibili', 'not available', 'not in stock', 'non ci sono piu'];
const IN_STOCK = ['in stock', 'in magazzino', 'disponibile', 'disponibili', 'available', 'ancora disponibili'];

/** In stock (true), sold out (false), or not asked (null). */
export function stockIn(tokens: string[]): boolean | null {
  if (anyOf(tokens, SOLD_OUT)) return false;
  return anyOf(tokens, IN_STOCK) ? true : null;
}

const BESTSELLER = ['best selling', 'best seller', 'best sellers', 'bestseller', 'bestsellers', 'top seller', 'top sellers', 'most popular', 'most sold', 'piu venduti', 'piu venduto', 'piu venduta', 'piu vendute', 'piu richiesti', 'piu richiesto', 'piu amati', 'piu gettonati'];

/** Words a spicy "hot" is said of ("hot salami", "something hot"): "hot" elsewhere is the weather or a hot tub. */
const HOT_OF = new Set(['salami', 'salame', 'sausage', 'sausages', 'salsiccia', 'cheese', 'cheeses', 'meat', 'meats', 'one', 'ones', 'stuff', 'food', 'pepper', 'peppers', 'chilli', 'chili', 'something', 'anything', 'spicy', 'very', 'really', 'too', 'bit', 'not']);
/** Words of the weather: "hot" said with them, or of "it" ("will it be hot", "does it get very hot"), is the heat. */
const WEATHER_OF = new Set([
  'night', 'nights', 'evening', 'evenings', 'day', 'days', 'morning', 'summer', 'winter', 'spring', 'weather', 'climate',
  'outside', 'season', 'sun', 'june', 'july', 'august', 'september', 'sera', 'notte', 'estate', 'clima',
  'sere', 'serata', 'serate', 'notti', 'mattina', 'inverno', 'primavera', 'tempo', 'caldo', 'freddo', 'giugno', 'luglio',
  'agosto', 'settembre',
]);
/** Whether the weather is talked about and no food: "la sera fa freschino", "are the nights fresh in june". */
const weatherTalk = (tokens: string[]) =>
  !KEYWORDS.salumi.concat(KEYWORDS.cheese).some(([p]) => hasPhrase(tokens, p)) && tokens.some((t) => WEATHER_OF.has(t));
/** "hot" meaning spicy: next to a food or a word that asks for one ("hot salami", "anything hot", "not too hot"), and
 * not said of the weather ("will it be really hot at night"). */
function hotFood(tokens: string[]): boolean {
  const food = KEYWORDS.salumi.concat(KEYWORDS.cheese).some(([p]) => hasPhrase(tokens, p));
  const weather = !food && tokens.some((t, i) => WEATHER_OF.has(t) || (t === 'it' && tokens.slice(i + 1, i + 5).includes('hot')));
  return !weather && tokens.some((t, i) => t === 'hot' && (HOT_OF.has(tokens[i + 1] ?? '') || HOT_OF.has(tokens[i - 1] ?? '')));
}

/** Whether a one-word filter is said (true), said under a negation (false: "niente di stagionato", "not smoked",
 * "i don't like smoked cheese" ask for the opposite), or not said (null). */
function saidOf(tokens: string[], words: string[]): boolean | null {
  const i = tokens.findIndex((t) => words.includes(t));
  return i < 0 ? null : !negatedAt(tokens, i);
}

/** How long something is aged, asked ("how long is it aged", "per quanto tempo viene stagionata", "quanti mesi di
 * stagionatura ha"): a question about a product's aging, not a filter on it. */
const HOW_LONG = ['how long', 'how many mesi', 'how old', 'per quanto', 'quanto tempo', 'quanti mesi', 'quanto e stagionat*', 'quanto stagion*', 'da quanto', 'how much aging', 'how much ageing'];
function agingAsked(tokens: string[]): boolean {
  return anyOf(tokens, HOW_LONG) && anyOf(tokens, [...AGING_WORDS, 'stagionatura', 'stagiona', 'stagionano', 'stagionata', 'stagionate', 'aging', 'ageing', 'age', 'mature', 'matures', 'mesi']);
}

function productFilters(tokens: string[], text: string): Filters {
  const f: Filters = {};
  milkFilters(tokens, f);
  // "prosciutto crudo" is a kind of ham, not raw milk; a treatment refused asks for the other (treatment-refused.ts).
  const treatment = treatmentAskedIn(tokens, hasPhrase(tokens, 'prosciutto crudo') && !hasPhrase(tokens, 'latte crudo'), negatedAt);
  if (treatment) f.treatment = treatment.treatment;
  // "niente formaggi a latte crudo", "avoid raw milk cheese": a refusal beside a treatment is the treatment's, not the
  // milk's or the kind's.
  if (treatment) delete f.noMilk;
  const smoked = saidOf(tokens, ['affumicato', 'affumicati', 'affumicata', 'affumicate', 'smoked', 'smoky']);
  if (smoked !== null) f.smoked = smoked;
  // "chili" after a count is Italian kilos ("2 chili di salsiccia"), not the pepper.
  const peppers = tokens.map((t, i) => (t === 'chili' && /^(\d+|quanti|qualche|paio|due|tre|mezzo)$/.test(tokens[i - 1] ?? '') ? '' : t));
  const spicy = saidOf(peppers, ['piccante', 'piccanti', 'spicy', 'peperoncino', 'chilli', 'chili']);
  if (spicy !== null) f.spicy = spicy;
  else if (hotFood(tokens)) f.spicy = true;
  // A count in digits or in words ("due anni", "two years"): years are twelve months each.
  // An article may stand before the count ("oltre i sei mesi", "over the six months", "sopra i 10 mesi").
  const n = text.match(new RegExp(`\\b(?:almeno|at least|minimo|min)\\s+${AGE_ARTICLE}${AGE_COUNT}\\s+(mesi|anno|anni)\\b`));
  const over = text.match(new RegExp(`\\b(?:piu di|more than|over|oltre|older than|sopra|superiore a|superiori a)\\s+${AGE_ARTICLE}${AGE_COUNT}\\s+(mesi|anno|anni)\\b`));
  const months = (m: RegExpMatchArray) => (/^\d+$/.test(m[1]) ? Number(m[1]) : (COUNT_WORDS[m[1]] ?? 1)) * (m[2] === 'mesi' ? 1 : 12);
  // "aged 3 months", "stagionato 12 mesi": about that aging, said with an aging word or of cheeses (not "bimbi di 3 anni").
  const exact = [...text.matchAll(new RegExp(`\\b${AGE_COUNT}\\s+(mesi|anno|anni)\\b`, 'g'))]
    .find((m) => !lifeCountAt(text, m.index ?? 0, m[0])) ?? null;
  const agingWord = anyOf(tokens, [...AGING_WORDS, 'stagionatura', 'aging', 'ageing']);
  const cheeseWord = KEYWORDS.cheese.some(([p, w]) => w >= 4 && hasPhrase(tokens, p));
  if (n) f.agingMin = months(n);
  else if (over) f.agingMin = months(over) + 1;
  else if (exact && (agingWord || cheeseWord) && !peopleAgedIn(tokens)) f.agingNear = months(exact);
  else if (agingAsked(tokens)) {
    // "how long is it aged?": the aging of what is talked about, not a filter on it.
  } else if (anyOf(tokens, AGING_WORDS) && !hasPhrase(tokens, 'semi aged') && !peopleAgedIn(tokens)) {
    if (saidOf(tokens, AGING_WORDS)) f.agingMin = 6;
    else f.agingMax = 2;
  }
  else if (anyOf(tokens, ['fresco', 'freschi', 'fresca', 'fresche', 'fresh', 'young', 'giovane']) && !weatherTalk(tokens)) f.agingMax = 2;
  const price = text.match(/\b(?:sotto|meno di|under|below|less than|max|massimo|fino a|entro|up to|cheaper than|inferiore a)\s+(?:i |gli |the |a |ai )?(\d+(?:[.,]\d+)?)\b/);
  if (price) f.priceMax = Number(price[1].replace(',', '.'));
  Object.assign(f, priceRange(text));
  const ceiling = priceCeiling(text);
  if (ceiling !== null) f.priceMax = ceiling;
  // "what you can send me right now": in stock, said of the sending.
  const stock = stockIn(tokens) ?? (inStockNowIn(text) ? true : null);
  if (stock !== null) f.inStock = stock;
  if (anyOf(tokens, BESTSELLER)) f.bestseller = true;
  // The nouns say the category; "aged" or "raw milk" alone do not.
  const cheese = KEYWORDS.cheese.some(([p, w]) => w >= 4 && hasPhrase(tokens, p));
  const salumi = KEYWORDS.salumi.some(([p, w]) => w >= 3 && hasPhrase(tokens, p));
  // One kind refused ("non mangia carne di maiale", "no cured meats for her"): the other one.
  if (cheese && !salumi) f.category = !treatment && kindRefusedIn(tokens, KEYWORDS.cheese, 4) ? 'salumi' : 'formaggi';
  else if (salumi && !cheese) f.category = kindRefusedIn(tokens, KEYWORDS.salumi, 3) ? 'formaggi' : 'salumi';
  return f;
}

const REFUSING = new Set(['no', 'niente', 'senza', 'without', 'nessun', 'nessuna']);
/** Every word of a kind said refused: right after "no", "niente", "senza", or after a negation and a verb of eating or
 * bearing in the three words before ("non mangia carne di maiale", "can't eat pork"; "maiale" shares the refusal of
 * "carne di"). A milk beside it is what is refused ("doesnt like sheep cheese"), and "non ho mai provato il pecorino"
 * refuses nothing. */
function kindRefusedIn(tokens: string[], kind: ReadonlyArray<readonly [string, number]>, min: number): boolean {
  const isKind = (t: string | undefined) => !!t && kind.some(([p, w]) => w >= min && !p.includes(' ') && hasPhrase([t], p));
  const at = tokens.flatMap((t, i) => (isKind(t) ? [i] : []));
  const before = (i: number) => tokens.slice(Math.max(0, i - 3), i);
  const refused = (i: number): boolean => {
    if (MILK_WORDS.has(tokens[i - 1] ?? '') || MILK_WORDS.has(tokens[i + 1] ?? '') || MILK_WORDS.has(tokens[i + 2] ?? '')) return false;
    if (['di', 'of'].includes(tokens[i - 1] ?? '') && isKind(tokens[i - 2])) return refused(i - 2);
    return REFUSING.has(tokens[i - 1] ?? '') || (before(i).some((t) => NEGATIONS.has(t)) && before(i).some((t) => BEAR.has(t)));
  };
  return at.length > 0 && at.every(refused);
}

function roomFeatures(tokens: string[]): { features: RoomFeature[]; views: RegExp[]; bed: Understanding['bed'] } {
  const features: RoomFeature[] = [];
  if (anyOf(tokens, ['colazione', 'breakfast'])) features.push('breakfast');
  if (anyOf(tokens, ['bagno', 'bathroom', 'doccia', 'shower'])) features.push('bathroom');
  // "air con", "a/c", "air conditioned": how guests shorten it.
  if (anyOf(tokens, ['aria condizionata', 'condizionatore', 'climatizzatore', 'climatizzata', 'climatizzate', 'air conditioning', 'clima',
    'air con', 'a/c', 'air conditioned', 'air conditioner', 'aircond'])) features.push('aircon');
  const VIEWS: Array<[string[], RegExp]> = [
    [['bosco', 'boschi', 'woods', 'wood', 'forest'], /bosc|wood|forest/],
    [['colline', 'collina', 'hills', 'hill'], /collin|hill/],
    [['valle', 'valley'], /vall/],
    [['mare', 'sea'], /\bmare\b|\bsea\b/],
    [['giardino', 'garden'], /giardin|garden/],
    [['pascoli', 'pastures', 'pasture', 'fields'], /pascol|pasture/],
  ];
  // A landscape is a view asked of a room only with a room or a way of looking ("camera sul bosco", "see the sea
  // from"); alone it is a place ("fare mare ogni giorno", "ettari di pascolo").
  const looking = anyOf(tokens, ['vista', 'view', 'views', 'panorama', 'affaccio', 'affaccia', 'affacciata', 'overlooking', 'overlook', 'guarda', 'guardano', 'see', 'look', 'looks', 'vede', 'vedono', 'vedere', 'window', 'finestra', 'onto', 'facing', 'faces', 'da sul', 'da sui', 'danno sul', 'danno sui']);
  const roomSaid = KEYWORDS.rooms.some(([p, w]) => w >= 2 && hasPhrase(tokens, p));
  const views = looking || roomSaid ? VIEWS.filter(([ws]) => anyOf(tokens, ws)).map(([, re]) => re) : [];
  // A view is asked by its name or by a way of looking out ("what does it look out on", "su cosa si affaccia").
  const viewAsked = ['vista', 'view', 'views', 'panorama', 'affaccio', 'overlooking', 'overlook', 'overlooks', 'look out', 'looks out',
    'affaccia', 'affacciano', 'affacciata', 'cosa si vede', 'what can you see', 'what can we see'];
  if (views.length || anyOf(tokens, viewAsked)) features.push('view');
  if (anyOf(tokens, EXTRA_BED)) features.push('extraBed');
  if (anyOf(tokens, ['quante persone', 'how many people', 'how many guests', 'capienza', 'max guests', 'people per room', 'persone per camera', 'quanti ospiti'])) features.push('capacity');
  return { features, views, bed: bedAskedIn(tokens) };
}

const PEOPLE = ['persone', 'persona', 'people', 'persons', 'person', 'ospiti', 'guests', 'adulti', 'adults', 'pax', 'amici', 'friends', 'bambini', 'bambino', 'children', 'kids', 'child'];
// "for a couple of days", "per una settimana": lengths of a stay, not people.
const NOT_GUESTS = new Set(['notti', 'notte', 'nights', 'night', 'euro', 'mesi', 'anni', 'giorni', 'days', 'km', 'g', 'kg', 'minuti', 'couple',
  // A length of time said with "a couple" and no "of" ("a couple hours a day", "a couple minutes away").
  'hours', 'hour', 'hrs', 'minutes', 'mins', 'ore', 'day', 'months', 'years', 'times', 'week', 'weeks', 'weekend', 'settimana', 'settimane',
  // "can we fit in one room", "ci stiamo in una camera": rooms counted, not guests.
  'room', 'rooms', 'camera', 'camere', 'stanza', 'stanze']);
const COUNTED_CHILDREN = new Set(['bambini', 'bambino', 'children', 'kids', 'child']);
const num = (t: string | undefined) => (t === undefined ? null : /^\d{1,2}$/.test(t) ? Number(t) : (NUMBER_WORDS[t] ?? null));

const CHILD = new Set(['bimba', 'bimbo', 'bambina', 'bambino', 'figlio', 'figlia', 'piccolo', 'piccola', 'nipotino', 'nipotina', 'neonato', 'neonata', 'newborn', 'child', 'kid', 'son', 'daughter', 'baby', 'infant', 'toddler', 'boy', 'girl']);
const BABY = new Set(['neonato', 'neonata', 'neonati', 'newborn', 'newborns', 'baby', 'babies', 'infant', 'infants', 'toddler', 'toddlers', 'culla', 'culle', 'lettino', 'cot', 'cots', 'crib', 'cribs']);
const AGE_UNITS: Record<string, number> = { mesi: 1, mese: 1, month: 1, months: 1, mo: 1, anno: 12, anni: 12, year: 12, years: 12, yr: 12, yrs: 12, y: 12 };

/** How many children under three the message names ("un bimbo di 18 mesi", "a 1 yr old"), at least one when a
 * baby or a cot is said. */
function infantsIn(tokens: string[]): number {
  const young = ages(tokens).filter((months) => months < 36).length;
  // "kids aged 4 and 1", "bambini di 5 e 2 anni": a list of ages after the children.
  const listed = childAgesListedIn(tokens).filter((months) => months < 36).length;
  return Math.max(young, listed, tokens.some((t) => BABY.has(t)) || babyBedAskedIn(tokens) ? 1 : 0);
}

const PRODUCT_NOUNS = new Set(['cheese', 'cheeses', 'formaggio', ...KEYWORDS.cheese.map(([p]) => p), ...KEYWORDS.salumi.map(([p]) => p)]);
/** Where a person's age is said ("a 6 month old", "bimba di 8 anni", not "pecorino 12 mesi"): the count's index. */
function personAgesAt(tokens: string[]): number[] {
  return tokens.flatMap((t, i) => {
    const unit = AGE_UNITS[tokens[i + 1] ?? ''];
    // "a 12 month old pecorino" is the cheese's age.
    const ofProduct = PRODUCT_NOUNS.has(tokens[i + 3] ?? '');
    const ofChild = (tokens[i + 2] === 'old' && !ofProduct) || (['di', 'da', 'of', 'aged', 'ha', 'is'].includes(tokens[i - 1] ?? '') && CHILD.has(tokens[i - 2] ?? ''));
    return unit !== undefined && num(t) !== null && ofChild ? [i] : [];
  });
}

/** The ages said of people, in months. */
function ages(tokens: string[]): number[] {
  return personAgesAt(tokens).map((i) => num(tokens[i])! * AGE_UNITS[tokens[i + 1]]);
}

/** The naming words without a person's age: "our 6 month old" names no cheese aged 6 months. */
function withoutPersonAges(naming: string[], tokens: string[]): string[] {
  const at = new Set([...personAgesAt(tokens), ...lifeCountsAt(tokens)].flatMap((i) => [i, i + 1]));
  return at.size ? naming.map((t, i) => (at.has(i) ? '' : t)) : naming;
}

const ARTICLES = new Set(['a', 'an', 'un', 'una', 'uno']);

/** "per 2 persone", "siamo in 3", "we are 4 friends", "2 of us", "for 2": the number of guests. */
function guestsIn(tokens: string[]): number | null {
  // "una famiglia di 3", "a group of 10", "party of 4".
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (['famiglia', 'gruppo', 'family', 'group', 'party'].includes(tokens[i]) && ['di', 'of', 'da'].includes(tokens[i + 1]) && num(tokens[i + 2])) {
      return num(tokens[i + 2]);
    }
  }
  // "un gruppo di ciclisti, 12 in tutto", "nine of us in total": a count said as everyone's.
  const counted = partyCountedInAll(tokens, num);
  if (counted) return counted;
  // "tutti e tre", "all three of us", "all 4 of us": everyone, counted.
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i] !== 'tutti' && tokens[i] !== 'all') continue;
    const n = num(['e', 'the'].includes(tokens[i + 1]) ? tokens[i + 2] : tokens[i + 1]);
    if (n && n >= 2 && n <= 12) return n;
  }
  // "2 adulti + bimba di 8 anni", "two adults and our son", "with a 3 year old": a child named without a number is one more.
  const children = tokens.filter((t, i) => CHILD.has(t) && !(PEOPLE.includes(t) && num(tokens[i - 1]))).length;
  const more = Math.max(children, tokens.filter((t, i) => tokens[i + 2] === 'old' && AGE_UNITS[tokens[i + 1] ?? '']).length);
  // "siamo una coppia", "for a couple": two, with their children ("a couple of days" is no couple of guests).
  if (tokens.some((t, i) => (t === 'coppia' || t === 'couple') && !['of', 'di'].includes(tokens[i + 1] ?? '') && !NOT_GUESTS.has(tokens[i + 1] ?? ''))) return 2 + more;
  let total = 0;
  let onlyChildren = true;
  tokens.forEach((t, i) => {
    const n = num(t);
    if (n && PEOPLE.includes(tokens[i + 1] ?? '')) {
      total += n;
      onlyChildren &&= COUNTED_CHILDREN.has(tokens[i + 1]);
    }
  });
  // "me, my husband and our two kids": the children counted are not the whole party when its others are described.
  if (total) return onlyChildren ? Math.max(total + more, partyDescribedIn(tokens) ?? 0) : total + more;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const next = tokens[i + 1];
    // "siamo una famiglia…": an article, not a count, unless people follow ("siamo una persona").
    const article = (next === 'un' || next === 'una' || next === 'a') && !PEOPLE.includes(tokens[i + 2] ?? '');
    const counted = next === 'in' ? 2 : 1;
    if ((t === 'siamo' || (t === 'are' && tokens[i - 1] === 'we')) && !article && num(tokens[i + counted]) && !NOT_GUESTS.has(tokens[i + counted + 1] ?? '')) {
      return num(next === 'in' ? tokens[i + 2] : next);
    }
    if (num(t) && next === 'of' && tokens[i + 2] === 'us') return num(t);
    // "for a proper carbonara", "in a campervan", "per un weekend": an article before a thing, not one guest.
    const articleOfThing = ARTICLES.has(next ?? '') && !PEOPLE.includes(tokens[i + 2] ?? '');
    if ((t === 'for' || t === 'per' || t === 'in') && !articleOfThing && num(next) && num(next)! <= 12 && !/^\d{3,}/.test(next) && !NOT_GUESTS.has(tokens[i + 2] ?? '')) {
      // "for 2" at the end or before a word that is no unit: guests; "per 2 notti", "in 3 mesi": not.
      if (i + 2 >= tokens.length || !/^\d/.test(tokens[i + 2])) return num(next);
    }
  }
  // "me, my wife and our 4 yo": the people described, each counted (a number said wins: "siamo in tre con…").
  return partyDescribedIn(tokens);
}

function language(tokens: string[]): Lang | null {
  let it = 0;
  let en = 0;
  for (const t of tokens) {
    if (IT_WORDS.has(t)) it++;
    if (EN_WORDS.has(t)) en++;
  }
  if (it > en) return 'it';
  if (en > it) return 'en';
  return null;
}

const RANKS: Array<[Rank, string[]]> = [
  // The superlative and the comparative alike: between the two products talked about, "the older one" is the oldest.
  ['cheapest', ['costa meno', 'meno caro', 'meno cara', 'meno costoso', 'meno costosa', 'piu economico', 'piu economica', 'cheapest', 'least expensive', 'lowest price', 'cheaper', 'less expensive', 'lower price',
    'costa di meno', 'costano meno', 'costano di meno', 'meno cari', 'meno care', 'piu economici', 'piu economiche', 'piu conveniente', 'costs less', 'cost less', 'more affordable', 'less pricey']],
  ['dearest', ['costa di piu', 'costa piu', 'piu caro', 'piu cara', 'piu costoso', 'piu costosa', 'most expensive', 'dearest', 'more expensive', 'pricier', 'dearer',
    'costano di piu', 'costano piu', 'piu cari', 'piu care', 'costs more', 'cost more']],
  ['oldest', ['piu stagionato', 'piu stagionata', 'piu vecchio', 'piu vecchia', 'piu invecchiato', 'oldest', 'most aged', 'longest aged', 'most mature', 'older', 'more aged', 'aged longer', 'longer aged', 'more mature']],
  ['youngest', ['piu fresco', 'piu fresca', 'piu giovane', 'meno stagionato', 'meno stagionata', 'youngest', 'freshest', 'least aged', 'younger', 'fresher', 'less aged']],
];
/** A comparative followed by an amount ("costano meno di 15 euro", "cheaper than 20") is a price bound, no rank. */
/** Any tense of costare is its present ("costava meno", "costerebbe di più"): the comparative is the same. */
const COSTARE_TENSES = / cost(?:ava|avano|avo|i|ino|erebbe|erebbero|era|eranno|ato|ata|ati|ate|asse|assero) /g;
export const rankIn = (tokens: string[]): Rank | null => {
  const said = ` ${tokens.join(' ')} `.replace(COSTARE_TENSES, ' costa ');
  const ranked = (w: string) => new RegExp(` ${w} (?!(?:di|than) \\d)`).test(said);
  return RANKS.find(([, ws]) => ws.some(ranked))?.[0] ?? null;
};

/** Words for a product's plain variant: without the smoke or chilli of the one named before. */
const PLAIN = ['normale', 'normali', 'classica', 'classico', 'semplice', 'non piccante', 'normal', 'regular', 'plain', 'classic', 'not spicy', 'non affumicato', 'not smoked'];

/** "fino al 9", "fino a martedi"? Only a day number: "until the 14th", "till 9", "to the 14th". */
function untilDayIn(joined: string): number | null {
  const m = joined.match(/\b(?:fino al?|fino all|fino il|until(?: the)?|till(?: the)?|to the)\s+(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?:\/|euro|mesi|anni|km|persone|people|ospiti|guests))/);
  const n = m ? Number(m[1]) : null;
  return n !== null && n >= 1 && n <= 31 ? n : null;
}

/** A day number alone after "on", "from", "dal", "il" ("we can only get there on the 6th", "arriviamo il 6"): not
 * followed by a month, a unit or a second day (those are dates, quantities or ranges). */
export function fromDayIn(joined: string): number | null {
  const m = joined.match(/\b(?:on the|on|from the|from|dal|il|the)\s+(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?:\/|-|euro|mesi|anni|km|persone|people|ospiti|guests|notti|notte|nights|night|al|to|till|until|e|and|di|of|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|january|february|march|april|may|june|july|august|september|october|november|december)\b)/);
  const n = m ? Number(m[1]) : null;
  return n !== null && n >= 1 && n <= 31 ? n : null;
}

const CLOCK = /\b(?:alle|verso le|dopo le|prima delle|entro le|at|around|after|before|by)\s+\d{1,2}(?:[:.]\d\d)?\b(?!\s*(?:euro|mesi|anni|km|persone|people|notti|nights|giorni|days|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|january|february|march|april|may|june|july|august|september|october|november|december)\b)|\b\d{1,2}\s?(?:am|pm)\b/;

const FOLLOW_UP_START = new Set(['e', 'and', 'anche', 'also', 'what', 'invece', 'solo', 'only', 'just', 'quali', 'which', 'is', 'e', 'ed', 'how']);

/** "costa" after an article or a way of going ("la costa", "to costa smeralda", "verso la costa") is a coast, not
 * "costs": a place. */
const COAST_BEFORE = new Set(['la', 'alla', 'sulla', 'della', 'dalla', 'nella', 'verso', 'to', 'the', 'on', 'near', 'along', 'sea', 'in']);
const coasts = (tokens: string[]) => tokens.map((t, i) => (t === 'costa' && COAST_BEFORE.has(tokens[i - 1] ?? '') ? 'coast' : t));

const SMALL_TALK_WORDS = new Set([...KEYWORDS.greeting, ...KEYWORDS.thanks].flatMap(([p]) => p.split(' ')));
/** The telling words of a text: of four letters or more, not function words, words that judge, or small talk. */
function tellingWordsOf(tokens: string[]): string[] {
  return tokens.filter((t) => t.length >= 4 && !/\d/.test(t) && !COMMON_WORDS.has(t) && !QUALIFIER_WORDS.has(t) && !SMALL_TALK_WORDS.has(t));
}

export function understand(text: string, names: Names, today: string): Understanding {
  return askedBesideWhenOrWho(understandWhole(text, names, today), text, (t) => understandWhole(t, names, today));
}

function understandWhole(text: string, names: Names, today: string): Understanding {
  // "qualcosa da mangiare la mattina?": the breakfast (morning-meal.ts).
  const tokens = withBreakfastOfMorningMeal(shipAsFerry(coasts(tokensOf(text, names))));
  const joined = tokens.join(' ');
  const scores = withSmokedThingLit(withoutShippingOfRankedNow(withPetBreedRules(withoutStorageOfNightTemperature(withoutOpenedThingHours(withoutDurationHours(scoreIntents(tokens), tokens), tokens), tokens), joined), joined, rankIn(tokens) !== null), tokens);
  // A negated milk names no product ("goat doesn't agree with me": not the goat cheese).
  const naming = withoutPersonAges(tokens.map((t, i) => (EVERYDAY.has(t) || (MILK_WORDS.has(t) && negatedAt(tokens, i)) ? '' : singularOfNameWord(t, names.words))), tokens);
  // "il primo giorno": an everyday word of a product's name names it only with its name's words or about products.
  const products = matchNames(everydayNameWordsApart(naming, aboutProductsIn(scores), (a, b) => oneNameHolds(names.products, a, b)), names.products);
  const refusedBeds = refusedBedWordsAt(tokens);
  const rooms = matchNames(naming.map((t, i) => (refusedBeds.has(i) ? '' : t)), names.rooms);
  // "se ordino oggi quando arriva?": a day said of an order is the order's, not a stay's.
  const dates = orderDayIn(text) ? null : unlessHolidaySpanDay(parseStayDates(text, today), text, nightsIn(tokens));
  const { features, views, bed } = roomFeatures(tokens);
  const roomCapacity = rooms.named.length > 0 && roomCapacityAskedIn(tokens, guestsIn(tokens));
  const wholePlaces = wholeFarmPlacesAskedIn(tokens, guestsIn(tokens), rooms.named.length > 0 || rooms.group.length > 0);
  if (!features.includes('capacity') && (capacityAskedIn(tokens, guestsIn(tokens)) || roomCapacity || wholePlaces)) features.push('capacity');
  const numbers = [
    ...tokens.filter((t, i) => /^\d{1,2}$/.test(t) && !NOT_GUESTS.has(tokens[i + 1] ?? '')).map(Number),
    ...agingWordsIn(tokens),
  ];
  const phone = findPhoneMatch(text);
  const filters = productFilters(tokens, joined);
  // "almeno 12 mesi", "aged 3 months" filter on aging; they name a product only when its name says that aging.
  const byAge = (filters.agingMin !== undefined || filters.agingNear !== undefined) && /\d/.test(joined);
  const nameSaysAge = products.named.some((id) => names.products.grams.get(`${filters.agingNear} mesi`)?.has(id));
  const askingText = askingSentencesOf(text);
  const asking = askingText ? { text: askingText, words: tellingWordsOf(tokensOf(askingText, names)) } : null;
  // Greetings or thanks around a question that asks something ("…il mare e vicino? Grazie mille") are no small talk.
  const read = mainIntent(scores);
  const asksMore = (read === 'greeting' || read === 'thanks') && tellingWordsOf(asking ? tokensOf(asking.text, names) : text.includes('?') ? tokens : []).length > 0;
  return {
    tokens,
    scores,
    intent: asksMore ? 'unknown' : read,
    lang: language(tokens),
    dates,
    nights: nightsIn(tokens),
    guests: guestsIn(tokens) ?? (rooms.named.length ? partyDescribedIn(tokens, true) : null),
    infants: infantsIn(tokens),
    products: byAge && !nameSaysAge ? [] : products.named,
    productGroup: products.group,
    rooms: rooms.named,
    roomGroup: rooms.group,
    filters,
    // Digits or a month name: the guest wrote the dates. "domani" or "weekend" alone may be about anything.
    month: dates ? null : monthIn(text),
    days: dates || holidaySpanIn(text) ? null : dayRange(text),
    datesWritten: dates !== null && (/\d/.test(text) || tokens.some((t) => DATE_WORDS.includes(t))),
    bed,
    features,
    views,
    numbers,
    stock: anyOf(tokens, ['in stock', 'stock', 'magazzino', 'esaurito', 'sold out', 'disponibile', 'disponibili', 'available', 'availability']),
    rank: rankIn(tokens),
    plain: anyOf(tokens, PLAIN),
    agingAsked: agingAsked(tokens),
    untilDay: untilDayIn(joined),
    fromDay: dates || holidaySpanIn(text) ? null : fromDayIn(joined),
    // "com'è di sapore?", "what does it smell like?": what the thing talked about is like, asked of it.
    followUp: FOLLOW_UP_START.has(tokens[0] ?? '') || tokens.length <= 3 || onlyTimeBoundAskedIn(tokens) || (tokens.length <= 6 && characterAskedIn(joined)),
    email: findEmail(text),
    phone: phone?.phone ?? null,
    reference: findReference(text),
    unfamiliar: unfamiliarIn(tokens, names),
    clock: CLOCK.test(joined),
    asking,
  };
}

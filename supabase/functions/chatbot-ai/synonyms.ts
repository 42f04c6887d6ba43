// A small bilingual table of the farm's domain for the knowledge search: what a guest says in words the entries do
// not use, said again in the entries' own words and added to the question sent to public.search_knowledge. Kinds,
// not sentences: a foreign country is "abroad", an hour after nine in the evening is "late", milking is milking.
import { DOMAIN_KINDS } from './domain-kinds.ts';
import { SMOKED_KIND } from './smoking-asked.ts';
import { NIGHT_COOL_KIND } from './night-cool-asked.ts';
import { MONTH_JUDGED_KIND, MONTHS_WEIGHED_KIND } from './months-weighed.ts';
import { SEA_DISTANCE_KIND } from './sea-distance.ts';
import { NOISE_PICKUP_HEAT_KINDS } from './noise-pickup-heat.ts';
import { COLD_ON_THE_WAY_KINDS } from './cold-on-the-way.ts';
import { normalise } from './normalise.ts';
import { PET_BREEDS } from './pet-breeds.ts';
import { SEASON_ASKED_KINDS } from './season-asked.ts';
import { SIGHTS_ASKED_KIND } from './sights-asked.ts';
import { ORDER_TIME_ASKED } from './order-time.ts';
import { unlessPaidAtDoor } from './pay-on-delivery.ts';
import { DOCUMENTS_KIND, unlessDocumentsAsked } from './documents-asked.ts';
import { MORNING_MEAL_KIND } from './morning-meal.ts';

const COUNTRIES =
  'austria germania germany francia france spagna spain svizzera switzerland belgio belgium olanda netherlands ' +
  'holland inghilterra england regno unito uk britain scozia ireland irlanda danimarca denmark svezia sweden norvegia ' +
  'norway finlandia finland polonia poland portogallo portugal grecia greece croazia croatia slovenia ungheria hungary ' +
  'lussemburgo luxembourg stati uniti usa america canada australia estero europa europe';
const COUNTRY = new RegExp(`\\b(?:${COUNTRIES.split(' ').join('|')})\\b`);

/** What a time to come should be like: the calmest, the least busy, the best. */
const BEST_LIKE = 'quietest|calmest|least busy|least crowded|less busy|less crowded|least touristy|best|ideal|ideale|migliore|migliori|' +
  'piu tranquill\\w*|piu calm\\w*|meno affollat\\w*|meno gente|meno turist\\w*';
/** Spans of the year: "time" only with a visit ("the best time to come"), not "the best time to call"; no aging ("12 months"). */
const WHEN_WORDS = '(?<!\\d )(?:period|periods|month|months|weeks?|season|periodo|periodi|mese|mesi|settiman[ae]|stagione|momento|time(?= (?:to|of|for) (?:come|visit|go|travel|be there|the year|a holiday)))';

const TABLE: Array<[RegExp, string]> = [
  [COUNTRY, 'estero abroad'],
  ...DOMAIN_KINDS,
  SMOKED_KIND,
  NIGHT_COOL_KIND,
  ...NOISE_PICKUP_HEAT_KINDS,
  ...COLD_ON_THE_WAY_KINDS,
  // A time asked of an order or a parcel ("how many days until my parcel gets here?"): the delivery time.
  // Not paying at the parcel's coming ("can I pay cash when it arrives?"): a payment question (pay-on-delivery.ts).
  [unlessPaidAtDoor(ORDER_TIME_ASKED), 'tempi di consegna delivery time'],
  // "alle 22", "verso le 23:30", "at 11pm", "a mezzanotte": after check-in hours.
  // "after the 20 o'clock", "dopo le 20": after the hour check-in ends is late too, with or without an article.
  [/\b(?:alle|le|verso|dopo|at|around|after|by)\s+(?:2[1-4]|00)(?:[:.]\d\d)?\b|\b(?:dopo|after)\s+(?:le\s+|the\s+)?2[0-4](?:[:.]00)?\b(?!\s*(?:min|minut\w*|giorn\w*|days?|nott\w*|nights?|euro|km|persone|people|of|di|del|%))|\b(?:9|10|11|12)(?:[:.]\d\d)?\s?pm\b|\bmezzanotte\b|\bmidnight\b/, 'tardi late'],
  [/\bmung\w*|\bmilk(?:ed|ing)\b/, 'mungitura milking'],
  [/\bspiagg\w*|\bbeach(?:es)?\b|\bmare\b|\bsea\b|\bseaside\b/, 'spiagge beaches'],
  SEA_DISTANCE_KIND,
  [/\bcolazion\w*|\bbreakfast\b/, 'colazione breakfast'],
  // Food or eating in the morning is the breakfast (morning-meal.ts).
  MORNING_MEAL_KIND,
  // A baby said by its age in months ("an 8 month old", "un bimbo di 8 mesi") or a crib: the cot.
  [/\b\d{1,2}\s?months?\s?old\b|\b(?:bimb[oa]|bambin[oa]|figli[oa]|neonat[oa]) di \d{1,2} mesi\b|\bcribs?\b|\binfants?\b/, 'culla cot'],
  // A child said by its age in years ("a 6 yr old", "a 6yo", "nostro figlio di 8 anni"): the children's entry (extra beds).
  // Not beside documents asked ("documenti per il bimbo di 4 anni?"): whose documents (documents-asked.ts).
  [unlessDocumentsAsked(/\b\d{1,2}\s?(?:yrs?|years?)\s?old\b|\b\d{1,2}\s?(?:yo|y o|yr)\b|\b(?:bimb[oa]|bambin[oa]|figli[oa]|ragazz[oa]|nipot[ei]) di \d{1,2} anni\b/), 'bambini children letto aggiuntivo extra bed'],
  DOCUMENTS_KIND,
  // Crowds hated or not wanted are crowds avoided: "hate crowds", "odiamo la confusione", "without the crowds".
  [/\b(?:hate|dislike|can t stand|cannot stand|odi(?:o|amo)|detest\w*|non sopport\w*|senza)\b.{0,20}\b(?:crowds?|crowded|busy|folla|confusione|caos|gente|ressa)\b/, 'evitare avoid'],
  // The farm's services said in other words than the entries': each kind gets its entries' own words.
  [/\basciugaman\w*|\btowels?\b|\blenzuol\w*|\bsheets\b|\bbiancheria\b|\blinen\b/, 'lenzuola asciugamani linen towels'],
  [/\bsedia a rotelle\b|\bwheelchair\b|\bdisabil\w*|\bdisabled\b|\bmobility\b|\bcarrozzina\b|\bstampelle\b|\bcrutches\b/, 'accessibile accessible'],
  // Steps and stairs are what accessibility is asked by: "ci sono scalini", "any steps to the bathroom".
  [/\bgradin[oi]\b|\bscalin[oi]\b|\bsteps?\b|\bstairs?\b|\brampa\b|\bramps?\b|\bpiano terra\b|\bground floor\b/, 'accessibile accessible scale stairs'],
  // Seeing the animals or how the products are made is a visit to the dairy: "watch how you make the cheese".
  [/\b(?:see|watch|visit|show|vedere|guardare|visitare|mostrare|assistere)\b.{0,40}\b(?:sheep|goats?|lambs?|animals?|pecor\w*|capr[ae]|agnell\w*|animali|made|make|making|fate|producete|produce|fa|fanno|caseificio|dairy)\b/, 'visita visit caseificio dairy'],
  [/\bnoleggi\w*|\brental\b|\bhire\b|\btaxis?\b|\bnavett[ae]\b|\bshuttles?\b|\bautobus\b|\bbus(?:es|ses)?\b|\bpullman\b|\bmezzi pubblici\b|\bpublic transport\b|\btrains?\b|\btreno\b|\bcoach(?:es)?\b|\bcorriera\b/, 'auto car mezzi pubblici public transport'],
  [/\bfattur\w*|\binvoices?\b|\bpartita iva\b|\bvat number\b|\bbilling\b/, 'fattura invoice'],
  [/\bcen[ae]\b|\bcenare\b|\bdinner\b|\bristorant\w*|\brestaurants?\b|\bsupper\b/, 'cena dinner'],
  [/\bpulizi\w*|\bpulit[aeio]\b|\bclean(?:ed|ing)?\b|\bhousekeeping\b|\briassett\w*/, 'pulizia cleaning'],
  [/\binternet\b|\bwi ?fi\b|\bwireless\b|\bconnessione\b|\bmobile signal\b|\bphone signal\b/, 'wifi internet'],
  [/\bparchegg\w*|\bparking\b|\bpark the car\b|\bcamper\w*|\bmotorhome\b|\bcaravan\b|\bposto auto\b/, 'parcheggio parking'],
  SIGHTS_ASKED_KIND,
  [/\bescursion\w*|\bexcursions?\b|\bday trips?\b|\bgita\b|\bgite\b|\bsightseeing\b|\bcosa vedere\b|\bwhat to see\b/, 'dintorni nearby'],
  // A time to come asked by what it should be like ("the quietest month", "le settimane piu calme"): the best season.
  [new RegExp(`\\b(?:${BEST_LIKE})\\b.{0,25}\\b(?:${WHEN_WORDS})\\b|\\b(?:${WHEN_WORDS})\\b.{0,25}\\b(?:${BEST_LIKE})\\b`), 'periodo migliore stagione best season time'],
  [/\bcane\b|\bcani\b|\bcagnolin\w*|\bdogs?\b|\bpuppy\b|\bgatt[oi]\b|\bcats?\b/, 'animali pets'],
  // The best time to come asked by what the guest wants or avoids: the best season.
  ...SEASON_ASKED_KINDS,
  MONTHS_WEIGHED_KIND,
  MONTH_JUDGED_KIND,
  // A pet said by its breed ("our labrador Bruno", "il nostro bassotto"): the pets.
  [PET_BREEDS, 'animali pets cane dog'],
];

/** The question with the domain's words for what it says, for the knowledge search. */
export function searchText(question: string): string {
  const extra = domainWords(question);
  return extra.length ? `${question} ${extra.join(' ')}` : question;
}

/** The domain's words for what a question says, beside it: the kind of thing it asks about ("the nearest beach":
 * "spiagge beaches"), for a follow-up that asks the same of another one ("and to San Teodoro?"). */
export function domainWords(question: string): string[] {
  const n = normalise(question);
  return [...new Set(TABLE.filter(([re]) => re.test(n)).flatMap(([, words]) => words.split(' ')))];
}

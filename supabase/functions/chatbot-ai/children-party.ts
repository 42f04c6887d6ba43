// Children in a party, and a cot asked of no named room: "2 adults and kids of 6 and 2, one room?", "i bimbi hanno 5
// e 1 anno", "do you have a baby bed?". Each age said counts: a child under three sleeps in a cot and takes no place,
// an older one is a guest (an extra bed). What is asked is which rooms take the party: the rows' places, extra beds,
// cots and their fees, not "4 guests need 2 rooms" nor a question of dates alone.
import { eur } from './money.ts';
import type { Lang, Room } from './types.ts';
import { hasPhrase } from './words.ts';

const KIDS = new Set([
  'kids', 'children', 'sons', 'daughters', 'boys', 'girls', 'babies', 'twins', 'bambini', 'bambine', 'bimbi', 'bimbe', 'figli',
  'figlie', 'ragazzi', 'ragazze', 'gemelli', 'gemelle', 'nipoti', 'piccoli', 'kid', 'child', 'son', 'daughter', 'baby', 'bimbo',
  'bimba', 'bambino', 'bambina', 'figlio', 'figlia', 'piccolo', 'piccola',
]);
const AGE_LEAD = new Set(['di', 'da', 'of', 'aged', 'ages', 'age', 'hanno', 'have', 'are', 'sono', 'eta']);
const JOIN = new Set(['e', 'and', '&', 'ed', 'plus']);
const MONTHS = new Set(['mesi', 'mese', 'month', 'months', 'mo', 'm']);
const YEARS = new Set(['anni', 'anno', 'years', 'year', 'yrs', 'yr', 'yo', 'y', 'old']);
const SMALL = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const PICCOLI = ['uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici'];

const ageNumber = (t: string | undefined): number | null => {
  if (t === undefined) return null;
  if (/^\d{1,2}$/.test(t)) return Number(t);
  const i = SMALL.indexOf(t) >= 0 ? SMALL.indexOf(t) : PICCOLI.indexOf(t);
  return i >= 0 ? i + 1 : t === 'un' || t === 'una' || t === 'a' ? 1 : null;
};

/** The ages said as a list after children ("kids aged 4 and 1", "bambini di 5 e 2 anni", "the boys are 7 and 3"),
 * in months; the unit said last holds for the list, years when none is said. */
export function childAgesListedIn(tokens: string[]): number[] {
  for (let i = 0; i < tokens.length; i++) {
    if (!KIDS.has(tokens[i])) continue;
    let j = i + 1;
    // "i bimbi che hanno", "kids who are", "the children's ages are".
    while (j < tokens.length && j <= i + 3 && !AGE_LEAD.has(tokens[j])) j++;
    if (!AGE_LEAD.has(tokens[j] ?? '')) continue;
    while (AGE_LEAD.has(tokens[j] ?? '')) j++;
    const numbers: number[] = [];
    while (j < tokens.length) {
      const n = ageNumber(tokens[j]);
      if (n === null) break;
      numbers.push(n);
      j++;
      if (MONTHS.has(tokens[j]) || YEARS.has(tokens[j])) break;
      if (JOIN.has(tokens[j]) && ageNumber(tokens[j + 1]) !== null) j++;
      else break;
    }
    // One number with no unit is an age only right after one child ("a child of 2", "la bimba di 1").
    const unit = tokens[j];
    const single = numbers.length === 1 && j === i + 3 && ['di', 'of', 'aged'].includes(tokens[i + 1]);
    if (!numbers.length || (numbers.length < 2 && !MONTHS.has(unit) && !YEARS.has(unit) && !single)) continue;
    return numbers.map((n) => (MONTHS.has(unit) ? n : n * 12));
  }
  return [];
}

/** A bed for a baby said in words of a bed ("a baby bed", "un letto per il bimbo", "bed for the little one"). */
const BABY_BED = ['baby bed', 'bed for the baby', 'bed for a baby', 'bed for our baby', 'infant bed', 'toddler bed', 'letto per il bimbo', 'letto per la bimba', 'letto per il neonato', 'letto per bambini', 'lettino', 'travel cot', 'pack n play', 'sponde'];
export const babyBedAskedIn = (tokens: string[]) => BABY_BED.some((p) => hasPhrase(tokens, p));

/** Words that ask whether or where the party sleeps: a room, fitting, a problem, a kind of room. */
const ROOM_FOR_PARTY = [
  'room', 'rooms', 'camera', 'camere', 'stanza', 'stanze', 'fit', 'fits', 'sleep', 'space', 'room for', 'stiamo', 'starci', 'entriamo',
  'dormire', 'dorme', 'posto', 'problema', 'problemi', 'problem', 'ok', 'okay', 'tripla', 'triple', 'quadrupla', 'family', 'famiglia',
  'cot', 'cots', 'crib', 'culla', 'culle', 'lettino', 'have', 'avete', 'possible', 'possibile', 'doppia', 'double', 'matrimoniale',
  'basta', 'enough', 'one room', 'una camera', 'una stanza',
];
const roomForPartyAskedIn = (tokens: string[]) => ROOM_FOR_PARTY.some((p) => hasPhrase(tokens, p));

/** Words of a correction: "sorry I meant", "anzi", "scusa, intendevo", "actually we are". */
const CORRECTING = ['sorry', 'i meant', 'meant', 'i mean', 'oops', 'my bad', 'sbagliato', 'actually', 'correction', 'no wait', 'scusa', 'scusate', 'anzi', 'intendevo', 'volevo dire', 'mi sono sbagliato', 'mi sono sbagliata', 'in realta', 'cioe'];
export const partyCorrectionIn = (tokens: string[]) => CORRECTING.some((p) => hasPhrase(tokens, p));

interface Party { guests: number | null; infants: number }

/** The others than the babies: those who take a bed or an extra bed. */
const othersThanBabies = (party: Party) => Math.max(1, (party.guests ?? party.infants + 2) - party.infants);

/** When the others need more places than a room's beds: that they take an extra bed, and its fee. */
export function extraBedSentence(party: Party, rooms: Room[], lang: Lang): string {
  const others = othersThanBabies(party);
  const extra = rooms.filter((r) => others > r.max_guests && others <= r.max_guests + Number(r.max_extra_beds ?? 0));
  if (!extra.length) return '';
  const fee = Math.min(...extra.map((r) => Number(r.extra_bed_fee ?? 0)));
  const names = extra.map((r) => r.name).join(lang === 'it' ? ' e ' : ' and ');
  return lang === 'it'
    ? `Gli altri ${others} (i bimbi dai 3 anni contano come ospiti) dormono in ${names} con il letto aggiuntivo${fee > 0 ? ` a ${eur(fee)} a notte` : ''}.`
    : `The other ${others} (children from three count as guests) sleep in ${names} with the extra bed${fee > 0 ? ` at ${eur(fee)} a night` : ''}.`;
}

interface Asked { tokens: string[]; rooms: string[]; infants: number; scores: Partial<Record<string, number>> }
interface Read { topic: string; intent: string; dates: unknown; rooms: string[]; products: string[] }

/** Whether the message asks where a party with a child under three sleeps, naming no room and no stay: a cot or a
 * baby's bed asked in any words (over any hint of a policy), or a room, fitting or a problem asked of such a party
 * read as rooms, a stay or nothing. A room talked about before is not this (its own cot answers). */
export function childPartyAsked(u: Asked, frame: Read, roomBefore: boolean, cotAsked: boolean): boolean {
  // A product read from an age ("6 mesi") is no product asked: only the frame's count.
  if (u.infants <= 0 || roomBefore || u.rooms.length || frame.dates || frame.products.length || frame.rooms.length) return false;
  if (cotAsked || babyBedAskedIn(u.tokens)) return true;
  // A policy read from hint words ("marito", "bimbo") no stronger than the room's is no question of its own.
  const policy = u.scores[frame.intent] ?? 0;
  const weakFacet = frame.topic === 'facet' && (policy <= 2 || (u.scores.rooms ?? 0) >= policy);
  return (weakFacet || ['rooms', 'stay', 'unknown'].includes(frame.topic)) && roomForPartyAskedIn(u.tokens);
}

/** A party said again as a correction ("sorry I meant 2 adults and a baby", "scusa, intendevo in 4") naming no room,
 * right after rooms were talked about: it is asked of those rooms. */
export function correctedPartyOfRoomBefore(u: { tokens: string[]; rooms: string[]; guests: number | null; infants: number; scores: Partial<Record<string, number>> }, frame: { topic: string; intent: string; rooms: string[] }, prev: { topic: string; rooms: string[] }): boolean {
  if (u.rooms.length || (u.guests === null && !u.infants) || !prev.rooms.length) return false;
  // A policy read from a hint word of who comes ("bimba") is no question of its own here.
  const weakFacet = frame.topic === 'facet' && (u.scores[frame.intent] ?? 0) <= 3;
  return (weakFacet || ['rooms', 'stay'].includes(frame.topic)) && ['rooms', 'stay'].includes(prev.topic) && partyCorrectionIn(u.tokens);
}

/** The adults of a family whose children are listed and whose adults are not counted. */
const FAMILY_PARENTS_S19 = 2;

/** The party when children's ages are listed beside the adults ("a couple with kids aged 7 and 2", "2 adulti e
 * bimbi di 6 e 1"): the adults said plus each child; else the count the message said. */
export function partyWithListedChildren(tokens: string[], guests: number | null): number | null {
  const kids = childAgesListedIn(tokens).length;
  if (kids < 2) return guests;
  const at = tokens.findIndex((t) => t === 'adults' || t === 'adulti');
  const adults = at > 0 ? ageNumber(tokens[at - 1]) : tokens.some((t) => t === 'couple' || t === 'coppia') ? 2 : null;
  if (adults !== null) return Math.max(guests ?? 0, adults + kids);
  // "famiglia con bimbi di 1 e 5 anni": no adult counted is the two parents the rooms' fit assumes anyway
  // (othersThanBabies), so a child from three still takes its own place.
  return Math.max(guests ?? 0, FAMILY_PARENTS_S19 + kids);
}

// A child's age said with sleeping in the room the guest is looking at ("we like the Orchidea", then "our girl is 7,
// can she stay in there with us?"): that room's own row answers, an extra bed and its fee for a child of three or
// more (a guest), a cot and its fee for a younger one; never every room's terms, nor the room's card alone.
import { olderChildrenSentences } from './child-in-our-room.ts';
import { eur } from './money.ts';
import { cotSentences } from './room-cots.ts';
import type { Lang, Room } from './types.ts';
import { hasPhrase } from './words.ts';

const CHILD = new Set([
  'son', 'daughter', 'boy', 'girl', 'kid', 'child', 'baby', 'toddler', 'figlio', 'figlia', 'bimbo', 'bimba', 'bambino', 'bambina',
  'ragazzo', 'ragazza', 'piccolo', 'piccola', 'nipote', 'nipotino', 'nipotina',
]);
/** Words between the child and the age: "is 9", "ha 7 anni", "just turned 5", "di 4 anni", "aged 6". */
const AGE_LEADS = new Set(['is', 's', 'e', 'ha', 'has', 'turned', 'turns', 'just', 'compie', 'compiuto', 'aged', 'age', 'of', 'di', 'da', 'who', 'che', 'now', 'ormai', 'quasi', 'almost']);
const YEARS = new Set(['anni', 'anno', 'years', 'year', 'yrs', 'yr', 'yo', 'old']);
const MONTHS = new Set(['mesi', 'mese', 'months', 'month']);
/** A number followed by one of these counts something else ("2 nights", "3 people"). */
const OTHER_COUNTS = new Set(['notti', 'notte', 'nights', 'night', 'persone', 'people', 'adulti', 'adults', 'euro', 'eur', 'giorni', 'days', 'camere', 'rooms', 'kg', 'pezzi']);

/** Sleeping or staying in the room looked at, with the parents or "in there". */
const IN_THAT_ROOM = [
  'with us', 'in there', 'in it', 'in that room', 'in this room', 'in the room', 'same room', 'our room', 'share the room', 'in there too',
  'con noi', 'in camera', 'nella camera', 'in quella camera', 'in quella stanza', 'in stanza', 'nella stessa', 'li con noi', 'ci',
];
const SLEEPING = ['sleep', 'sleeping', 'stay', 'fit', 'share', 'dormire', 'dorme', 'dormirci', 'starci', 'stare', 'sta', 'entra', 'entrare'];

/** The ages, in months, of the children the message says with their age ("our son is 9", "la bimba ha 2 anni"). */
export function childAgesSaidIn(tokens: string[]): number[] {
  const ages: number[] = [];
  tokens.forEach((t, i) => {
    if (!CHILD.has(t)) return;
    let j = i + 1;
    while (j < tokens.length && j <= i + 3 && AGE_LEADS.has(tokens[j])) j++;
    const n = /^\d{1,2}$/.test(tokens[j] ?? '') ? Number(tokens[j]) : null;
    if (n === null || j === i + 1 || OTHER_COUNTS.has(tokens[j + 1] ?? '')) return;
    if (MONTHS.has(tokens[j + 1] ?? '')) ages.push(n);
    else if (n <= 17 || YEARS.has(tokens[j + 1] ?? '')) ages.push(n * 12);
  });
  return ages;
}

/** The one room the guest is looking at (named now, or the one the conversation is on), when the message asks a child
 * of an age said to sleep in it; else null. */
export function roomLookedAtForChild(tokens: string[], named: string[], talked: string[], all: Room[]): { room: Room; ages: number[] } | null {
  const ids = named.length ? named : talked;
  if (ids.length !== 1 || !SLEEPING.some((p) => hasPhrase(tokens, p)) || !IN_THAT_ROOM.some((p) => hasPhrase(tokens, p))) return null;
  const ages = childAgesSaidIn(tokens);
  const room = all.find((r) => r.id === ids[0]);
  return room && ages.length ? { room, ages } : null;
}

/** The room's extra bed and fee for the children of three or more, its cot for the younger ones. */
export function childInRoomLookedAtSentences(room: Room, ages: number[], all: Room[], lang: Lang): string {
  const it = lang === 'it';
  const older = ages.filter((m) => m >= 36).length;
  const lines: string[] = [];
  if (older) {
    const beds = Number(room.max_extra_beds ?? 0);
    const fee = Number(room.extra_bed_fee ?? 0);
    const feeText = fee > 0 ? (it ? `a ${eur(fee)} a notte` : `at ${eur(fee)} a night`) : it ? 'gratuito' : 'free of charge';
    const sleeps = room.max_guests + beds;
    if (!beds) {
      lines.push(it ? `${room.name} non prende un letto aggiuntivo.` : `${room.name} takes no extra bed.`);
      lines.push(olderChildrenSentences(older, all, lang).message);
    } else {
      lines.push(it
        ? `I bambini dai 3 anni contano come ospiti: in ${room.name} dormono con voi su un letto aggiuntivo (${beds === 1 ? 'uno' : beds} al massimo) ${feeText}, fino a ${sleeps} persone in tutto.`
        : `Children from three count as guests: in ${room.name} they sleep with you on an extra bed (${beds === 1 ? 'one' : beds} at most) ${feeText}, up to ${sleeps} people in all.`);
      if (older > beds) lines.push(it ? `Per ${older} bambini dai 3 anni ${room.name} non basta: servono due camere.` : `For ${older} children from three ${room.name} is not enough: you would need two rooms.`);
    }
  }
  if (ages.some((m) => m < 36)) {
    lines.push(it ? 'Un bimbo sotto i 3 anni dorme in culla e non conta come ospite.' : 'A child under three sleeps in a cot and does not count as a guest.');
    lines.push(cotSentences([room], all, lang));
  }
  return lines.join(' ');
}

// Whether children aged three or more can sleep in their parents' room ("can they both sleep in our room?" after
// "our kids are 8 and 11", "mio figlio di 6 anni può dormire in camera con noi?"): they count as guests and take an
// extra bed, so what answers is which rooms take one, its fee and how many a room then sleeps (the rows), not the
// cot nor the house rules. Kinds, not sentences.
import { childAgesListedIn } from './children-party.ts';
import { eur } from './money.ts';
import type { Lang, Room } from './types.ts';
import { hasPhrase } from './words.ts';

/** Sleeping in the parents' own room, or with them. */
const WITH_US = [
  'in our room', 'with us', 'same room', 'share our room', 'share the room', 'in the room with us', 'our room',
  'in camera con noi', 'con noi', 'nella nostra camera', 'nella nostra stanza', 'stessa camera', 'stessa stanza',
  'in camera nostra', 'in stanza con noi',
];
const SLEEPING = ['sleep', 'sleeping', 'stay', 'fit', 'dormire', 'dorme', 'dormono', 'dormiamo', 'stare', 'starci', 'stanno'];
/** Who is asked about: a pronoun for the children said before, or the children themselves. */
const REFERS_TO_CHILDREN = [
  'they', 'them', 'both', 'he', 'she', 'entrambi', 'tutti e due', 'loro', 'lui', 'lei', 'kids', 'children', 'bambini', 'figli',
  'bimbi', 'possono', 'potrebbero', 'dormono', 'stanno', 'puo', 'dorme',
];
const CHILD_WORDS = new Set(['son', 'daughter', 'boy', 'girl', 'kid', 'child', 'figlio', 'figlia', 'bimbo', 'bimba', 'bambino', 'bambina', 'ragazzo', 'ragazza']);
const YEARS = new Set(['anni', 'anno', 'years', 'year', 'yrs', 'yr', 'yo']);

/** The ages of children: listed ("kids aged 5 and 9"), or one child's in years ("our son is 10 years old"). */
function childAges(tokens: string[]): number[] {
  const listed = childAgesListedIn(tokens);
  if (listed.length) return listed;
  return tokens.flatMap((t, i) =>
    /^\d{1,2}$/.test(t) && YEARS.has(tokens[i + 1] ?? '') && tokens.slice(Math.max(0, i - 4), i).some((w) => CHILD_WORDS.has(w)) ? [Number(t) * 12] : []
  );
}

const any = (tokens: string[], list: string[]) => list.some((p) => hasPhrase(tokens, p));

/** The children of three and more asked to sleep in the parents' room: their count (ages said now, or in the turn
 * before when this one refers to them), else null. */
export function olderChildrenInOurRoom(tokens: string[], before: string[] | null): number | null {
  if (!any(tokens, WITH_US) || !any(tokens, SLEEPING)) return null;
  const now = childAges(tokens);
  const ages = now.length ? now : before && any(tokens, REFERS_TO_CHILDREN) ? childAges(before) : [];
  const older = ages.filter((months) => months >= 36).length;
  return older > 0 ? older : null;
}

/** Which rooms take an extra bed, its fee, and how many a room then sleeps; when the children need more extra beds
 * than any room takes, that one room is not enough. */
export function olderChildrenSentences(older: number, rooms: Room[], lang: Lang): { rooms: Room[]; message: string } {
  const taking = rooms.filter((r) => Number(r.max_extra_beds ?? 0) > 0);
  const and = lang === 'it' ? ' e ' : ' and ';
  if (!taking.length) {
    return { rooms: [], message: lang === 'it' ? 'I bambini dai 3 anni contano come ospiti, e nessuna camera prende un letto aggiuntivo.' : 'Children from three count as guests, and no room takes an extra bed.' };
  }
  const most = Math.max(...taking.map((r) => Number(r.max_extra_beds)));
  const sleeps = Math.max(...taking.map((r) => r.max_guests + Number(r.max_extra_beds)));
  const fee = Math.min(...taking.map((r) => Number(r.extra_bed_fee ?? 0)));
  const names = taking.map((r) => r.name).join(and);
  const feeIt = fee > 0 ? ` (${eur(fee)} a notte)` : '';
  const feeEn = fee > 0 ? ` (${eur(fee)} a night)` : '';
  const it = `I bambini dai 3 anni contano come ospiti e dormono in camera con voi su un letto aggiuntivo: ${names} ne prendono ${most === 1 ? 'uno' : most}${feeIt}, quindi fino a ${sleeps} persone; le altre camere non ne prendono.` +
    (older > most ? ` Per ${older} bambini dai 3 anni una camera non basta: ne servono due.` : '');
  const en = `Children from three count as guests and sleep in your room on an extra bed: ${names} take ${most === 1 ? 'one' : most}${feeEn}, so up to ${sleeps} people; the other rooms take none.` +
    (older > most ? ` For ${older} children from three one room is not enough: you would need two.` : '');
  return { rooms: taking, message: lang === 'it' ? it : en };
}

// "we are 2 adults plus a baby of 8 months, would the Elicrisio work?", "con una bimba di 10 mesi va bene la
// Lavanda?": a child under three sleeps in a cot and counts as no guest. A named room asked for such a party is
// whether its row takes a cot (and the fee) and whether it takes the others, not "3 guests need 2 rooms".
import { cotSentences } from './room-cots.ts';
import type { Lang, Room } from './types.ts';

interface Party { guests: number | null; infants: number }

/** The named rooms, when the message names some and its party has a child under three; none with a stay to check. */
export function babyNamedRooms(named: string[], party: Party, hasDates: boolean, all: Room[]): Room[] {
  if (!named.length || party.infants <= 0 || hasDates) return [];
  return all.filter((r) => named.includes(r.id));
}

/** Whether each named room takes the party's others, then its cot and fee. */
export function babyNamedRoomSentences(rooms: Room[], party: Party, all: Room[], lang: Lang): string {
  const others = Math.max(1, (party.guests ?? party.infants + 2) - party.infants);
  // A room that takes no cot is said so by the cot sentences, with the rooms that do.
  const fit = rooms.filter((r) => Number(r.max_cots ?? 0) > 0).map((r) => {
    const places = r.max_guests + Number(r.max_extra_beds ?? 0);
    if (others <= places) {
      return lang === 'it'
        ? `${r.name} ospita ${others} ${others === 1 ? 'persona' : 'persone'}; il bimbo sotto i 3 anni dorme in culla e non conta come ospite.`
        : `${r.name} sleeps ${others} ${others === 1 ? 'guest' : 'guests'}; a child under three sleeps in a cot and does not count as a guest.`;
    }
    return lang === 'it' ? `${r.name} ospita al massimo ${places} persone, oltre alla culla.` : `${r.name} sleeps at most ${places}, besides the cot.`;
  });
  return [...fit, cotSentences(rooms, all, lang)].join(' ');
}

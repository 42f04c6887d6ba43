// "can you put a crib in the Elicrisio?", "nella Lavanda c'è posto per la culla?": a cot asked of a named room is a
// fact of its row (get_rooms: max_cots, cot_fee), said beside its card, not the card alone.
import { eur } from './money.ts';
import { roomsTalkedAbout } from './room-talked-about.ts';
import type { Lang, Room } from './types.ts';

const COT_WORDS = new Set(['culla', 'culle', 'lettino', 'lettini', 'cot', 'cots', 'crib', 'cribs', 'cradle', 'bassinet']);

export const cotAskedIn = (tokens: string[]) => tokens.some((t) => COT_WORDS.has(t));

// As the other answers write prices in both languages: "5,00 €".

/** Whether each named room takes a cot, and at what fee a night; when none does, the rooms that do. */
export function cotSentences(named: Room[], all: Room[], lang: Lang): string {
  const takes = (r: Room) => Number(r.max_cots ?? 0) > 0;
  const one = (r: Room) => {
    const fee = Number(r.cot_fee ?? 0);
    if (!takes(r)) return lang === 'it' ? `${r.name} non prende una culla.` : `${r.name} takes no cot.`;
    if (fee <= 0) return lang === 'it' ? `${r.name} prende una culla, gratuita.` : `${r.name} takes a cot, free of charge.`;
    return lang === 'it' ? `${r.name} prende una culla a ${eur(fee)} a notte.` : `${r.name} takes a cot at ${eur(fee)} a night.`;
  };
  const lines = named.map(one);
  const others = all.filter((r) => takes(r) && !named.includes(r));
  if (!named.some(takes) && others.length) lines.push(...others.map(one));
  return lines.join(' ');
}

/** Words of a child sleeping or fitting in a room ("can our 1 year old sleep there?", "c'è posto per la bimba?"). */
const BABY_SLEEPS = new Set(['dormire', 'dorme', 'dormirci', 'dormono', 'posto', 'spazio', 'sleep', 'sleeps', 'sleeping', 'fit', 'fits', 'space']);

/** "descrivimi la Orchidea", then "un bimbo di 2 anni ci può dormire? serve il lettino": a cot, or a child under
 * three, asked naming no room right after one room was talked about is that room's cot, whatever the party. */
export function cotRoomTalkedAbout(u: { tokens: string[]; rooms: string[]; infants: number; followUp: boolean }, before: { topic: string; rooms: string[] }): string[] {
  const babySleeps = u.infants > 0 && u.tokens.some((t) => BABY_SLEEPS.has(t));
  if (u.rooms.length || before.topic !== 'rooms' || (!cotAskedIn(u.tokens) && !babySleeps)) return [];
  return roomsTalkedAbout(u.tokens, u.followUp, before.rooms);
}

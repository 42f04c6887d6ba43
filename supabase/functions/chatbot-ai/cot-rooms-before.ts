// A cot asked of rooms said before: "rooms with a double bed?", then "which of these have a free cot?" is asked
// among the rooms the reply before named; "2 adults and a toddler, which rooms?", then "and in the Elicrisio is the
// cot free?" is that room's cot, whatever party the stay carries. Both are the rows' cot facts (max_cots, cot_fee),
// with no stay to check: "free" of a cot is its fee.
import { cotAskedIn } from './room-cots.ts';
import type { Room } from './types.ts';
import { hasPhrase } from './words.ts';

/** Words that point back at a list: "which of these", "quali di queste", "any of them". */
const AMONG_THOSE = [
  'these', 'those', 'them', 'they', 'each', 'of the', 'any of', 'which of', 'which one', 'which ones', 'queste', 'quelle', 'questi', 'quelli',
  'di loro', 'tra le', 'fra le', 'tra queste', 'fra queste', 'quali di', 'quale di',
];

const ONE_BACK = ['it', 'its', 'there', 'questa', 'quella', 'li', 'la dentro'];

interface Asked { tokens: string[]; rooms: string[]; guests: number | null; dates: unknown }

/** The rooms whose cot is asked: those the message names, else those the reply before named when it points back at
 * them; none when the message says a party or dates of its own (a stay to check). */
export function cotRoomsBefore(u: Asked, replyBefore: string | null, all: Room[]): Room[] {
  if (!cotAskedIn(u.tokens) || u.guests !== null || u.dates) return [];
  if (u.rooms.length) return all.filter((r) => u.rooms.includes(r.id));
  if (!replyBefore) return [];
  const listed = all.filter((r) => replyBefore.includes(r.name));
  // "it" points back only at one room ("rooms with a sea view?" → the Lavanda → "does it have a cot?").
  const pointed = AMONG_THOSE.some((p) => hasPhrase(u.tokens, p)) || (listed.length === 1 && ONE_BACK.some((w) => hasPhrase(u.tokens, w)));
  return pointed ? listed : [];
}

/** The cards: those of the rooms asked that take a cot, else every room that does. */
export function roomsTakingCot(asked: Room[], all: Room[]): Room[] {
  const takes = (r: Room) => Number(r.max_cots ?? 0) > 0;
  return asked.some(takes) ? asked.filter(takes) : all.filter(takes);
}

/** Its fee asked, or whether it is free: "is it free in all of them?", "si paga?", "how much is it?". */
const FEE_ASKED = [
  'free', 'gratis', 'gratuita', 'gratuito', 'gratuite', 'gratuiti', 'charge', 'charged', 'cost', 'costs', 'costa', 'costano', 'price',
  'prezzo', 'pay', 'pagare', 'paga', 'si paga', 'fee', 'how much', 'quanto', 'supplemento', 'extra',
];

/** A short follow-up asking the fee, naming no cot, no room and no stay, right after a cot was asked: the cot's fee
 * ("which rooms take a cot?", then "is it free in all of them?"), not the free rooms of a stay. */
export function cotFeeAfterCot(u: Asked, tokensBefore: string[] | null): boolean {
  if (!tokensBefore || !cotAskedIn(tokensBefore) || cotAskedIn(u.tokens) || u.dates || u.guests !== null || u.rooms.length) return false;
  return u.tokens.length <= 10 && FEE_ASKED.some((p) => hasPhrase(u.tokens, p));
}

/** The rooms the assistant's last reply named, by their full name or a word of it no other room's name holds (an
 * entry's "Lavanda and Orchidea take a free cot"). */
export function roomsNamedIn(input: { messages: Array<{ role: string; content: string }> }, all: Room[]): Room[] {
  const replyBefore = (input.messages.filter((m) => m.role === 'assistant').at(-1)?.content ?? '').toLowerCase();
  const words = (r: Room) => r.name.toLowerCase().split(/\s+/);
  const own = (r: Room) => words(r).filter((w) => w.length >= 4 && all.every((o) => o === r || !words(o).includes(w)));
  const said = new Set(replyBefore.split(/[^\p{L}]+/u));
  return all.filter((r) => replyBefore.includes(r.name.toLowerCase()) || own(r).some((w) => said.has(w)));
}

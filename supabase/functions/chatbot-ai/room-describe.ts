// "what's the Lavanda like?", "com'è la camera Orchidea?", "tell me about the Elicrisio": a named room described
// from its row (its full description: beds, bathroom, view; how many it sleeps, with its extra beds), not the card alone.
import { hasPhrase } from './words.ts';
import type { Lang, Room } from './types.ts';

const DESCRIBE_ASKED = [
  'com e', 'come e', 'com e fatta', 'come e fatta', 'descrivi', 'descrivere', 'descrizione', 'parlami', 'dimmi di piu',
  'raccontami', 'dettagli', 'che tipo di camera', 'describe', 'description', 'tell me about', 'tell me more',
  'what is it like', 's it like', 'is it like', 'what kind of room', 'details', 'how is the',
  // What sets it apart is what its description tells.
  'descrivimi', 'descriveresti', 'di particolare', 'di speciale', 'di bello', 'di diverso', 'special about', 's special', 'so special', 'unique about', 'stand out',
];

/** A description of what was named is asked; "like" only at the end of the message ("what's the Lavanda like?"),
 * never a wish ("we would like the Lavanda"). */
export function describeAskedIn(tokens: string[]): boolean {
  return DESCRIBE_ASKED.some((p) => hasPhrase(tokens, p)) || tokens.at(-1) === 'like';
}

/** Two named rooms weighed against each other ("which is better", "meglio la X o la Y", "help us choose"): both
 * descriptions tell what differs. */
const WEIGHED = ['better', 'best', 'nicer', 'nicest', 'piu bella', 'piu carina', 'which one', 'choose', 'pick', 'prefer', 'meglio', 'migliore', 'quale delle due', 'scegliere', 'consigli'];
export const roomsWeighedIn = (tokens: string[]) => WEIGHED.some((p) => hasPhrase(tokens, p));

export function roomDescribed(r: Room, lang: Lang): string {
  const extra = Number(r.max_extra_beds ?? 0);
  const sleeps = lang === 'it'
    ? `Ospita fino a ${r.max_guests} persone${extra > 0 ? `, più ${extra} in un letto aggiuntivo` : ''}.`
    : `It sleeps up to ${r.max_guests}${extra > 0 ? `, plus ${extra} on an extra bed` : ''}.`;
  return `${r.name}: ${r.full_description ?? r.short_description ?? ''} ${sleeps}`.replace(/\s+/g, ' ').trim();
}

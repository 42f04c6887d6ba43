// The rooms the reply before proposed, asked back: their names again ("what were those called?", "come si chiamavano
// quelle camere?"), or a detail asked among them ("which one looks onto the pastures?", "quale delle due ha il
// giardino?") picks among those rooms, as the guest means, not among the whole house (the Lavanda looks onto the
// pastures too, but it was not proposed to two friends wanting separate beds).
import type { RoomFacts } from './catalogue.ts';
import { roomByDetails } from './room-by-details.ts';
import type { Lang, Room } from './types.ts';
import { hasPhrase } from './words.ts';

const NAMES_WORDS = ['called', 'named', 'names', 'name', 'chiamavano', 'chiamano', 'chiamava', 'chiamate', 'nomi', 'nome'];
/** Pointing back at what was said: "those", "again", "you suggested", "di nuovo", "che mi hai proposto". */
const BACK_WORDS = ['those', 'these', 'them', 'their', 'again', 'suggested', 'proposed', 'mentioned', 'offered', 'recommended', 'said', 'earlier',
  'remind', 'quelle', 'queste', 'quelli', 'questi', 'ancora', 'di nuovo', 'proposto', 'proposte', 'consigliato', 'consigliate', 'suggerito',
  'suggerite', 'detto', 'prima', 'ridici', 'ridire', 'ricordi', 'ricordami', 'rammenti'];
/** Asking which of them: "which one", "quale delle due". */
const WHICH_WORDS = ['which', 'quale', 'quali', 'qual'];
/** Words of the asking that tell no room apart, beyond those room-by-details already leaves out. */
const NOT_DETAILS = new Set(['delle', 'della', 'degli', 'dei', 'due', 'tre', 'two', 'three', 'them', 'those', 'these', 'quelle', 'queste', 'tra', 'fra', 'both', 'entrambe']);

/** The rooms a reply named, in the order of the rows. */
export const roomsNamedInReply = (reply: string | undefined, all: Room[]): Room[] => (reply ? all.filter((r) => reply.includes(r.name)) : []);

/** Their names asked again, pointing back at them. */
export const proposedNamesAskedIn = (tokens: string[]) =>
  NAMES_WORDS.some((w) => tokens.includes(w)) && BACK_WORDS.some((p) => hasPhrase(tokens, p));

export function proposedNamesText(rooms: Room[], lang: Lang): string {
  const names = rooms.map((r) => r.name);
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')}${lang === 'it' ? ' e ' : ' and '}${names.at(-1)}` : names[0];
  if (lang === 'it') return names.length > 1 ? `Le camere che ti ho proposto sono ${listed}.` : `La camera che ti ho proposto è la ${listed}.`;
  return names.length > 1 ? `The rooms I suggested are ${listed}.` : `The room I suggested is the ${listed}.`;
}

/** The one room among those proposed whose details hold what "which one…" asks, if one alone does. */
export function roomAmongProposed(tokens: string[], views: RegExp[], proposed: RoomFacts[]): string | null {
  if (proposed.length < 2 || !WHICH_WORDS.some((w) => tokens.includes(w))) return null;
  return roomByDetails(tokens.filter((w) => !NOT_DETAILS.has(w)), views, proposed);
}

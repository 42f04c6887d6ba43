// How many the whole farm takes, asked as a most or a number of people it hosts: "the max number of guests you can
// host", "fino a quante persone potete ospitare?", "what's the biggest group you take?". The rooms' capacity answers
// (each room's places, the extra beds, the total and whom to ask for the whole property).
import { hasPhrase } from './words.ts';

/** Who would come: people, guests, a group. */
const WHO = ['persone', 'people', 'guests', 'ospiti', 'pax', 'gruppo', 'group', 'party of'];
/** A most asked, or a count asked of them. */
const MOST = ['max', 'maximum', 'massimo', 'massima', 'most', 'at once', 'biggest', 'largest', 'piu grande', 'limit', 'limite',
  'number of', 'numero di', 'numero massimo', 'how many', 'quante', 'quanti', 'fino a quante', 'fino a quanti', 'capacity', 'capienza'];
/** Taking them in: hosting, sleeping, fitting. */
const HOST = ['host', 'accommodate', 'sleep', 'fit', 'take', 'ospitare', 'ospitate', 'ospita', 'ospitiamo', 'accogliere', 'accogliete',
  'dormire', 'dormono', 'starci', 'entrare', 'stare'];

/** Whether the farm's capacity is asked: who would come with a most or a count, and a verb of taking them in, and no
 * number of guests (a counted party asks whether it fits, which the guests' lines answer). */
export function capacityAskedIn(tokens: string[], guests: number | null): boolean {
  const any = (list: string[]) => list.some((p) => hasPhrase(tokens, p));
  return guests === null && any(WHO) && any(MOST) && any(HOST);
}

/** Of a named room, a most or a count of who would come is enough ("max number of guests in the Lavanda?", "quanti
 * ospiti al massimo nella Ginepro?", "how many can the Orchidea take"). */
export function roomCapacityAskedIn(tokens: string[], guests: number | null): boolean {
  const any = (list: string[]) => list.some((p) => hasPhrase(tokens, p));
  const many = ['how many', 'quante', 'quanti', 'fino a quante', 'fino a quanti'];
  const places = ['posti', 'posti letto', 'places', 'spots', 'people', 'persone', 'guests', 'ospiti'];
  return guests === null && ((any(WHO) && any(MOST)) || (any(many) && (any(HOST) || any(places))) || (any(['sleeps', 'sleep', 'ospita', 'capacity', 'capienza', 'occupancy', 'occupazione']) && any(MOST)));
}

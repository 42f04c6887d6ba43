// How many the whole farm sleeps, asked as places or beds in all ("quanti posti letto avete in totale?", "how many
// beds altogether?") or with a booking said only as the case weighed ("if we rent the whole place, how many can
// sleep?"): the rooms' capacity answer (each room's places, the extra beds, the total), not the rooms' list nor a
// booking started.
import { hasPhrase } from './words.ts';
import type { Understanding } from './understand.ts';

const COUNT = ['quanti', 'quante', 'how many', 'numero di', 'number of', 'totale di'];
/** Places to sleep, counted. */
const PLACES = ['posti letto', 'posti', 'letti', 'beds', 'bed spaces', 'bed space', 'sleeping places', 'places to sleep', 'spots'];
/** The farm as a whole, or all of it counted. */
const WHOLE = ['in tutto', 'in totale', 'totale', 'complessivamente', 'tutta la struttura', 'intera struttura', 'tutto l agriturismo', 'tutta la tenuta',
  'in all', 'in total', 'total', 'altogether', 'whole place', 'whole farm', 'whole property', 'entire place', 'entire farm', 'entire property', 'whole house'];

/** Places or beds counted of the whole farm, no room nor party said. */
export function wholeFarmPlacesAskedIn(tokens: string[], guests: number | null, roomsSaid: boolean): boolean {
  const any = (list: string[]) => list.some((p) => hasPhrase(tokens, p));
  return guests === null && !roomsSaid && any(COUNT) && any(PLACES) && any(WHOLE);
}

/** The farm's capacity asked, no stay nor party nor room said: a booking word is the case weighed, not a booking. */
export const capacityOverBookingIn = (u: Understanding) =>
  u.features.includes('capacity') && !u.dates && u.nights === null && u.guests === null && !u.rooms.length && !u.roomGroup.length;

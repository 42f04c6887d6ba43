// "cosa metto nel navigatore?", "what do I type into the satnav?", "exact address for google maps": the farm's address
// to drive to is the directions' own text (the settings' address), not an entry worded with another word of the
// message ("esattamente", "precise") nor an unknown question.
import { hasPhrase } from './words.ts';

/** A device or a map the address goes into. */
const NAVIGATION = ['navigatore', 'navigator', 'satnav', 'sat nav', 'gps', 'google maps', 'maps', 'waze', 'coordinate', 'coordinates', 'mappe'];
/** The address asked exactly, as for a navigator. */
const ADDRESS = ['indirizzo', 'address', 'postcode', 'cap', 'zip code'];
const EXACT = ['preciso', 'precisa', 'esatto', 'esatta', 'completo', 'exact', 'precise', 'full', 'esattamente', 'exactly'];
/** An address of another kind: an e-mail, a parcel's. */
const NOT_THE_WAY = ['email', 'mail', 'spedire', 'spedizione', 'ship', 'shipping', 'delivery', 'consegna', 'fattura', 'invoice'];

/** Whether the farm's address is asked to drive to it. */
export function addressForNavigationAskedIn(tokens: string[]): boolean {
  const any = (list: string[]) => list.some((p) => hasPhrase(tokens, p));
  if (any(NOT_THE_WAY)) return false;
  return any(NAVIGATION) || (any(ADDRESS) && any(EXACT));
}

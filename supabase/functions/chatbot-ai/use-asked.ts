// "can we use a washing machine during our stay?", "si possono fare passeggiate a cavallo nella tenuta?": whether guests
// may use or do a thing. It is a thing asked like "avete…?" (asked-thing.ts): when nothing here and no entry is worded
// with it, the farm is to ask, with the contacts; a stay said beside it is when, not the rooms asked.
import { hasPhrase } from './words.ts';

/** Asking to use a thing: the thing follows. */
export const USE_ASKS = [
  'can we use', 'can i use', 'could we use', 'could i use', 'may we use', 'can guests use', 'guests can use', 'is it possible to use',
  'possiamo usare', 'posso usare', 'si puo usare', 'si possono usare', 'e possibile usare', 'possiamo utilizzare', 'si puo utilizzare',
];
/** Asking to do a thing: only with its kind said after it ("passeggiate a cavallo"; "si può fare colazione?" alone is the
 * farm's own answer). */
export const DO_ASKS = ['si possono fare', 'si puo fare', 'possiamo fare', 'e possibile fare', 'can we do', 'could we do', 'can we go on'];

/** Whether the message asks to use or do a thing. */
export const thingToUseAskedIn = (tokens: string[]) => [...USE_ASKS, ...DO_ASKS].some((p) => hasPhrase(tokens, p));

// "can we use a washing machine during our stay?", "si possono fare passeggiate a cavallo nella tenuta?": whether guests
// may use or do a thing. It is a thing asked like "avete…?" (asked-thing.ts): when nothing here and no entry is worded
// with it, the farm is to ask, with the contacts; a stay said beside it is when, not the rooms asked.

/** Asking to use a thing: the thing follows. */
export const USE_ASKS = [
  'can we use', 'can i use', 'could we use', 'could i use', 'may we use', 'can guests use', 'guests can use', 'is it possible to use',
  'possiamo usare', 'posso usare', 'si puo usare', 'si possono usare', 'e possibile usare', 'possiamo utilizzare', 'si puo utilizzare',
];
/** Asking to do a thing: only with its kind said after it ("passeggiate a cavallo"; "si può fare colazione?" alone is the
 * farm's own answer). */
export const DO_ASKS = ['si possono fare', 'si puo fare', 'possiamo fare', 'e possibile fare', 'can we do', 'could we do', 'can we go on'];

/** Words after the asking that name no thing: "which rooms could we use then?" uses what it named before it. */
const NOTHING_AFTER = new Set(['then', 'now', 'there', 'please', 'pls', 'it', 'them', 'those', 'these', 'too', 'also', 'as', 'well', 'allora',
  'quindi', 'poi', 'ora', 'adesso', 'anche', 'noi', 'per']);

/** Whether the message asks to use or do a thing: one named after the asking words. */
export const thingToUseAskedIn = (tokens: string[]) =>
  [...USE_ASKS, ...DO_ASKS].some((p) => {
    const words = p.split(' ');
    return tokens.some((_, i) => words.every((w, k) => tokens[i + k] === w) && tokens.slice(i + words.length).some((t) => !NOTHING_AFTER.has(t)));
  });

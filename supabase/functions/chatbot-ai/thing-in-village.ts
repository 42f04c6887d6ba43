// "c'è una farmacia in paese?", "is there a cash machine in town?": a thing asked with the village or the area it is
// in. The place says where the thing is, not what: the villages' entry (found by "paese", "town") does not answer it
// unless worded with the thing itself; else the farm is to ask.
import { askedThing, askedThingUnknown } from './asked-thing.ts';
import type { KnowledgeHit } from './knowledge.ts';

/** Words saying where around the farm a thing is asked. */
const THING_PLACE_AROUND = new Set(['paese', 'paesino', 'paesi', 'borgo', 'villaggio', 'centro', 'zona', 'dintorni', 'vicinanze', 'village', 'villages', 'town', 'towns', 'nearby', 'area', 'locally']);

/** Whether a "is there / do you have" thing is asked with where around the farm it is. */
export const thingInVillageAskedIn = (tokens: string[]) => askedThing(tokens) !== null && tokens.some((t) => THING_PLACE_AROUND.has(t));

/** Whether the entry picked answers a thing asked in the village only by the place: not worded with the thing. */
export const villageEntryMissesThing = (tokens: string[], hit: KnowledgeHit) => thingInVillageAskedIn(tokens) && askedThingUnknown(tokens, [hit], () => false);

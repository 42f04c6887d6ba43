// "we are a group of 6 adults", then (maybe after other topics) "how many rooms would we need?": the rooms a party
// needs is asked of the party said in an earlier turn, not the list of every room's name.
import { hasPhrase } from './words.ts';

const HOW_MANY = ['how many', 'quante', 'quanti', 'number of', 'numero di'];
const ROOMS = ['rooms', 'room', 'camere', 'camera', 'stanze', 'stanza'];
const NEEDING = ['need', 'needed', 'require', 'should', 'would', 'must', 'have to', 'book', 'take', 'serve', 'servono', 'servirebbero',
  'servirebbe', 'occorrono', 'bisogna', 'dobbiamo', 'dovremmo', 'prendere', 'prenotare', 'ci vogliono', 'vogliono', 'ci stiamo'];

/** Whether the message asks how many rooms the guests need. */
export const roomsNeededAskedIn = (tokens: string[]) => {
  const any = (list: string[]) => list.some((p) => hasPhrase(tokens, p));
  return any(HOW_MANY) && any(ROOMS) && any(NEEDING);
};

/** The latest party counted in the earlier turns, each read alone. */
export const partyOfEarlierTurns = (reads: Array<{ guests: number | null }>): number | null =>
  reads.map((r) => r.guests).filter((g): g is number => g !== null).at(-1) ?? null;

// The check-out asked: "whats the latest we can check out", or "and for leaving?" right after the check-in's time.
// The check-in's text says both times; an entry worded with arriving late ("latest" shares its stem) or with leaving
// the car (parking) is no answer to it.
import type { Frame } from './conversation.ts';
import { stayEndSaidIn } from './stay-times.ts';
import type { Understanding } from './understand.ts';

/** Whether the check-in's general text answers: the check-out asked with the check-in read. */
export const checkOutAskedWith = (frame: Pick<Frame, 'topic' | 'intent'>, u: Pick<Understanding, 'tokens'>) =>
  frame.topic === 'facet' && frame.intent === 'checkin' && stayEndSaidIn(u.tokens);

/** "and for leaving?", "e la partenza?" right after the check-in: the stay's end said alone, naming nothing else. */
export function leavingFollowUp(u: Pick<Understanding, 'tokens' | 'products' | 'rooms' | 'scores'>, prev: Pick<Frame, 'topic' | 'intent'>): boolean {
  const others = Object.entries(u.scores).some(([i, s]) => i !== 'checkin' && (s ?? 0) >= 3);
  return prev.topic === 'facet' && prev.intent === 'checkin' && !u.products.length && !u.rooms.length && !others && stayEndSaidIn(u.tokens);
}

// The check-out asked: "whats the latest we can check out", or "and for leaving?" right after the check-in's time.
// The check-in's text says both times; an entry worded with arriving late ("latest" shares its stem) or with leaving
// the car (parking) is no answer to it; nor is the quiet hours' "until what time" to the check-in's time asked.
import type { Frame } from './conversation.ts';
import { checkinTimeAskedIn, stayEndSaidIn } from './stay-times.ts';
import type { Understanding } from './understand.ts';

/** Whether the check-in's general text answers: the check-out asked with the check-in read. */
export const checkOutAskedWith = (frame: Pick<Frame, 'topic' | 'intent'>, u: Pick<Understanding, 'tokens'>) =>
  frame.topic === 'facet' && frame.intent === 'checkin' && stayEndSaidIn(u.tokens);

/** The check-in named with a time asked ("fino a che ora si fa il check in la sera?"): its own text, not an entry of
 * another thing asked "until what time" (the quiet hours), whatever the evening said with it. */
export const checkinTimeNamedWith = (frame: Pick<Frame, 'topic' | 'intent'>, u: Pick<Understanding, 'tokens'>) =>
  frame.topic === 'facet' && frame.intent === 'checkin' && checkinTimeAskedIn(u.tokens);

/** "and for leaving?", "e la partenza?" right after the check-in: the stay's end said alone, naming nothing else. */
export function leavingFollowUp(u: Pick<Understanding, 'tokens' | 'products' | 'rooms' | 'scores'>, prev: Pick<Frame, 'topic' | 'intent'>): boolean {
  const others = Object.entries(u.scores).some(([i, s]) => i !== 'checkin' && (s ?? 0) >= 3);
  return prev.topic === 'facet' && prev.intent === 'checkin' && !u.products.length && !u.rooms.length && !others && stayEndSaidIn(u.tokens);
}

// "arriviamo col traghetto alle 21", then "facciamo in tempo per il check in?": the check-in asked in so many words,
// with no hour of its own, is asked of the arrival hour the turn before said; after the window it is the late arrival.
import { arrivalAskedIn, checkinAskedIn } from './arrival-hour.ts';
import { normalise } from './normalise.ts';

/** What the check-in asked now asks of the hour said in the guest's message before, or null (no hour said there). */
export function arrivalHourBeforeAsked(
  tokens: string[],
  messages: ReadonlyArray<{ role: string; content: string }>,
  window: { from: number; to: number } | null,
): 'late' | 'within' | null {
  if (!checkinAskedIn(tokens)) return null;
  const before = messages.filter((m) => m.role === 'user').at(-2)?.content;
  if (!before) return null;
  // Only the hour: the turn before's words (a check-out, a late word) are not this question's.
  const asked = arrivalAskedIn([], normalise(before), window);
  return asked === 'late' || asked === 'within' ? asked : null;
}

// A comparative asked after products were talked about one turn each ("tell me about the coppa", "and the lonza?",
// "which one is cheaper?"): "the two" are those products, not the one shown last nor the whole shelf's extreme.
import type { Frame } from './conversation.ts';

/** The products of the latest product turns, each naming one to three (or reaching one by a trait): the last three, oldest first. A turn about
 * anything else, or a list of more, starts again. */
export function productsTalkedLately(before: string[], frame: Frame): string[] {
  if (frame.topic !== 'products') return [];
  // One product reached by a trait ("and the smoked one?") is talked about as a named one; a list by a trait starts again.
  const one = frame.products.length > 0 || frame.shown.length === 1;
  if (!one || frame.shown.length > 3) return frame.shown.length <= 3 ? frame.shown : [];
  const kept = before.filter((id) => !frame.shown.includes(id));
  return [...kept, ...frame.shown].slice(-3);
}

/** The frame a comparative reads, when the turn before showed one product and the turns before it more: those. */
export function withProductsTalkedLately(frame: Frame, talked: string[], ranked: boolean, namesOwn: boolean): Frame {
  if (!ranked || namesOwn || frame.topic !== 'products' || frame.shown.length !== 1 || talked.length < 2) return frame;
  return { ...frame, shown: talked };
}

// What the farm can hand over or send now ("the oldest you can send me right now", "che avete adesso", "could you
// ship it today"): the products in stock, whatever rank or kind is asked of them.
// Ordering now is having now ("che posso ordinare adesso", "i could order today"); "ora" after "che" or "a" is an hour.
const HAVE_NOW = /\b(?:have|got|get|buy|purchase|order|available|avete|avreste|disponibil\w*|prendere|comprare|acquistare|ordinare|ordino|ordinabil\w*|orderable)\b(?: \w+){0,4} (?:right now|now|today|at the moment|currently|adesso|subito|oggi|(?<!\b(?:che|a|quest|all|alle|un) )ora|al momento|in questo momento)\b/;
const SEND_NOW = /\b(?:send|ship|mail|post|deliver|sped\w*|mand\w*|inviar\w*)\b(?: \w+){0,4} (?:right now|now|today|straight away|at once|adesso|subito|oggi|al momento)\b/;

/** Whether the message asks for what can be had or sent now (its words joined, normalised). */
export const inStockNowIn = (joined: string) => HAVE_NOW.test(joined) || SEND_NOW.test(joined);

/** "the oldest cheese you could ship me today": a rank asked of products among what can be sent now is no question of
 * the shipping, whose words only say when. */
export function withoutShippingOfRankedNow<S extends Partial<Record<string, number>>>(scores: S, joined: string, ranked: boolean): S {
  const productAsked = (scores.cheese ?? 0) + (scores.salumi ?? 0) + (scores.products ?? 0) > 0;
  if (!ranked || !productAsked || !scores.shipping || !inStockNowIn(joined)) return scores;
  const { shipping: _s, ...rest } = scores;
  return rest as S;
}

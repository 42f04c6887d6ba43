// A total asked after products were taken over several turns ("I'll have the guanciale", "add two pancettas too",
// "how much does that come to?"): the order is every product those turns took, each its count (one when none is
// said) times its price, added up by the database's order_totals like an order said in one message (order-lines.ts).
import { cartTurnCorrected } from './cart-line-corrected.ts';
import { type LineFacts, type LineReading, type OrderLine, orderLinesIn } from './order-lines.ts';

/** The whole of what was taken, asked: "what's my total?", "quanto spendo in tutto?", "how much does that come to?". */
const TOTAL_ASKED = /\b(?:total\w*|totl|totale|in tutto|tutto insieme|altogether|all together|in all|in totale|spendo|spendiamo|spend|come to|comes to|quanto fa|quanto viene|quanto vengono|quanto pago|quanto paghiamo|quanto ti devo|quanto le devo|owe|conto|sum)\b/;
/** The price asked with the shipping in it ("how much with shipping?", "quanto costa con la spedizione?", "spedizione
 * compresa"): what the order comes to, fee and all. */
const WITH_SHIPPING_ASKED = /\b(?:how much|price|cost|costs|quanto|prezzo|costa|costano|pago|paghiamo)\b.*\b(?:(?:with|incl\w*|plus|con|compres\w*|inclus\w*|piu)(?: the| la| le| il)? (?:shipping|delivery|postage|spedizion\w*|spese di spedizione)|(?:shipping|delivery|postage|spedizion\w*) (?:inclus\w*|compres\w*|included))\b/;
/** Their price asked together ("how much are they together?", "quanto costano insieme?", "what for both?"). */
const PRICE_TOGETHER = /\b(?:how much|what do|what does|what would|price|prices|cost|costs|costa|costano|costerebbero|quanto|prezzo)\b.*\b(?:together|both|insieme|entrambi|entrambe|tutti e due|tutte e due|all of them|tutti quanti|of each|per tipo|di ciascun[oa]|di ognun[oa])\b/;
/** The products only asked about are an order when the total is of "one of each", of both, of them together. */
const EACH_ASKED = /\b(?:each|both|together|all of them|all three|ciascun[oa]|ognun[oa]|ogni|per tipo|entramb[ie]|tutti e due|tutte e due|tutti e tre|insieme|in tutto|altogether|in all)\b/;
/** How many are left in all is their stock, not an order. */
const HOW_MANY = /\b(?:how many|quanti|quante)\b/;
/** "two of each", "uno per tipo": the count of every product of the order. */
const EACH_COUNT = /\b(\d{1,2}|one|two|three|four|five|un|uno|una|due|tre|quattro|cinque) (?:of each|each|of both|di ciascun[oa]|di ognun[oa]|per tipo|di ogni tipo|per ciascun[oa]|di entramb[ie])\b/;
const EACH_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, un: 1, uno: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5 };
/** A turn asking about a product without taking it ("how much is the ricotta?", "and the coppa?", "what about…"). */
const ASKING_TURN = /^(?:and|e|ed|what about|how about|invece|anche)\b|\b(?:how much|price|prices|cost|costs|costa|costano|prezzo|prezzi|quanto viene|quanto vengono)\b/;
/** Taking a product into the order. */
const TAKING_TURN = /\b(?:take|taking|ll have|like|add|adding|put|buy|get|order|want|prend\w*|aggiung\w*|metto|metti|mettimi|carrell\w*|carrelo|cart|basket|compr\w*|ordin\w*|vorrei|voglio)\b/;
/** A turn adding to the one before without a verb of taking ("plus a sausage", "e anche un primo fiore"). */
const ADDING_TURN = /\b(?:plus|also|too|another|anche|pure|altro|altra|piu)\b/;
/** A count other than one: a line the order must read, else no total is said. */
const COUNTED = /\b(?:[2-9]|[1-5]\d|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|two|three|four|five|six|seven|eight|nine|ten)\b/;

/** The order the turns before took, when the message asks its total and names no product of its own: the
 * latest turns each taking (or adding) products, back to the first that does not. Empty when a count is unread. */
export function cartOverTurnsLines(
  tokens: string[], earlier: string[][], read: (text: string) => LineReading, fact: (id: string) => LineFacts | undefined,
): OrderLine[] {
  const asked = tokens.join(' ');
  if (!TOTAL_ASKED.test(asked) && !PRICE_TOGETHER.test(asked) && !WITH_SHIPPING_ASKED.test(asked)) return [];
  let order: OrderLine[] = [];
  let taken = false;
  for (const [back, said0] of [...earlier].reverse().entries()) {
    // "anzi no, quelle normali": the line just before, as corrected now (cart-line-corrected.ts).
    const turn = (back === 0 ? cartTurnCorrected(asked, said0) : null) ?? said0;
    const said = turn.join(' ');
    const seen = read(said);
    const takes = TAKING_TURN.test(said);
    if (!(seen.products.length || seen.productGroup.length) || !(takes || ADDING_TURN.test(said) || ASKING_TURN.test(said))) break;
    taken ||= takes;
    // "put in 2 rolled pancettas": the counts read as an order's lines; a product named alone is one.
    const lines = orderLinesIn([...turn, 'totale'], read, fact, [], seen.products);
    if (!lines.length && COUNTED.test(said.replace(/\b\d+ (?:mesi|months|month|mese)\b/g, ''))) return [];
    // A kind said with one piece ("one spicy sausage"): the one product of it the words pick, else no total.
    const named = lines.length ? lines : seen.products.length ? oneEachNamed(seen.products, seen, fact) : oneEachNamed(seen.productGroup, seen, fact);
    if (!named.length || (!seen.products.length && named.length !== 1)) return [];
    order = [...named, ...order];
  }
  // The same product taken in two turns is one line of both counts.
  const counts = new Map<string, number>();
  for (const l of order) counts.set(l.id, (counts.get(l.id) ?? 0) + l.count);
  // Only asked about, never taken: an order when the total is of them together or of one (or N) of each; a total of
  // the shipping alone ("what is the total shipping cost?") is not.
  if (!taken && (!EACH_ASKED.test(asked) || HOW_MANY.test(asked) || counts.size < 2)) return [];
  const each = asked.match(EACH_COUNT)?.[1];
  const n = each ? (EACH_NUMBERS[each] ?? Number(each)) : 0;
  return [...counts].map(([id, count]) => ({ id, count: n || count }));
}

/** One of each product a turn names; a name its spicy or smoked variant shares ("a sardinian sausage") is the
 * variant said, else the plain one. */
function oneEachNamed(ids: string[], seen: LineReading, fact: (id: string) => LineFacts | undefined): OrderLine[] {
  const facts = ids.map((id) => ({ id, f: fact(id) })).filter((x) => !!x.f) as Array<{ id: string; f: LineFacts }>;
  const variantOf = (v: LineFacts, plain: LineFacts) => v !== plain && (v.spicy || v.smoked) && !plain.spicy && !plain.smoked &&
    v.name.toLowerCase().includes(plain.name.toLowerCase());
  const kept = facts.filter(({ f }) => {
    const plainHere = facts.some((p) => variantOf(f, p.f));
    const variantHere = facts.some((v) => variantOf(v.f, f));
    if (plainHere) return (seen.spicy && f.spicy) || (seen.smoked && f.smoked);
    return !(variantHere && (seen.spicy || seen.smoked));
  });
  return kept.map(({ id }) => ({ id, count: 1 }));
}

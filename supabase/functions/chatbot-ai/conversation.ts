// The state of a conversation, derived from its messages: each visitor message is understood and folded into a
// frame (topic, dates, guests, rooms and products in focus, product filters, the language the guest writes). The
// state lives nowhere else: the history the client sends is the conversation, so a reloaded chat, a second tab
// or a recycled isolate all answer the same. A message that asks nothing of its own ("e per tre notti?",
// "quanto costa?", "solo quelli a latte crudo") is read against the frame of the turns before it.
import { dayBesideFacetAsked } from './side-context.ts';
import { petToBringSaidIn } from './pet-with-booking.ts';
import { addDays, dayIn, inMonth, type StayDates } from './dates.ts';
import { best, FACETS, type Intent, KEYWORDS } from './intents.ts';
import { hasPhrase } from './words.ts';
import { stockLeftAskedIn } from './product-stock.ts';
import { orderingSaidIn } from './shipping-order.ts';
import { freeOverAmountAskedIn } from './free-over-amount.ts';
import { roomsTalkedAbout } from './room-talked-about.ts';
import { cancellingSaidIn, daysBeforeSaidIn } from './cancel-share.ts';
import { daysAheadSaidIn } from './not-coming.ts';
import type { Lang } from './types.ts';
import type { Filters, Rank, Understanding } from './understand.ts';
import { milkOfPickedIn } from './milk-asked.ts';
import { capacityOverBookingIn } from './whole-farm-capacity.ts';

type Topic = 'products' | 'rooms' | 'stay' | 'facet' | 'price' | 'clarify' | 'unknown';

export interface Frame {
  topic: Topic;
  intent: Intent;
  lang: Lang | null;
  dates: StayDates | null;
  /** A month said without days ("camere ad agosto?"), waiting for them. */
  month: number | null;
  guests: number | null;
  /** What the stay's room must have, said in this turn or the turns of the stay before: its beds, cots for the
   * children under three among the guests, the view asked for. */
  bed: 'matrimoniale' | 'singoli' | null;
  infants: number;
  views: RegExp[];
  rooms: string[];
  products: string[];
  filters: Filters;
  group: string[];
  /** The products the answer to this turn shows (named ones, or the filtered list). */
  shown: string[];
  /** For a clarifying question: the intents it offers. */
  options: Intent[];
}

export const START: Frame = {
  topic: 'unknown', intent: 'unknown', lang: null, dates: null, month: null, guests: null, bed: null, infants: 0, views: [], rooms: [], products: [], filters: {},
  group: [], shown: [], options: [],
};

export interface CatalogueView {
  /** The products a frame shows: its named products, else those passing its filters and group. */
  productsFor(frame: Frame): string[];
  /** The product whose name says this many months ("e quello di 24?"), if one does. */
  byAging(months: number): string | null;
  /** The cheapest, dearest, oldest or youngest of these products. */
  byRank(ids: string[], rank: Rank): string | null;
  /** The plain variants of these products: those sharing a word of their name, neither smoked nor spicy. */
  plainOf(ids: string[]): string[];
}

const hasFilters = (f: Filters) => Object.keys(f).length > 0;
/** The general questions a bare follow-up asks again ("and if…?"): the farm's policies and services. */
const FOLLOWED_FACETS = new Set<Intent>(['shipping', 'checkin', 'cancellation', 'payment', 'rules', 'hours', 'location', 'storage', 'allergens']);
const OTHER_FACETS = FACETS.filter((f) => f !== 'book' && f !== 'availability');
/** The house rules' words that say who is coming, not a rule asked: a child of the party. */
const PARTY_WORDS = new Set(['bambini', 'bambino', 'bimbi', 'figli', 'bimba', 'bimbo', 'figlio', 'figlia', 'children', 'child', 'kids', 'kid']);

export function decide(prev: Frame, known: Understanding, cat: CatalogueView, today: string): Frame {
  // Days without a month ("dal 10 al 12") after a month without days ("camere ad agosto?"), or after dates ("e dal 7
  // al 10?" after "dal 7 al 9 agosto"), are the stay's dates in that month.
  const month = prev.month ?? (prev.dates ? Number(prev.dates.checkIn.slice(5, 7)) : null);
  const joined = !known.dates && known.days && month ? inMonth(today, month, known.days) : null;
  const u = joined ? { ...known, dates: joined, datesWritten: true } : known;
  const sc = (i: Intent) => u.scores[i] ?? 0;
  const lang = u.lang ?? prev.lang;
  const base: Frame = { ...prev, lang, intent: u.intent, options: [], month: u.month ?? (u.dates ? null : prev.month) };
  const facet = best(u.scores, OTHER_FACETS, 3);
  const productScore = Math.max(sc('cheese'), sc('salumi'), sc('products'));
  // A milk animal alone ("vedere le pecore") is not a product question; with a product word, or refining a list, it is.
  // Nor is "disponibili" alone ("siete disponibili ad agosto?").
  const { milk: _m, notMilk: _n, inStock: _s, ...strong } = u.filters;
  const { category: _c, ...telling } = strong;
  // A word that names both a product and a room ("coppa al mirto": the Mirto room's name, the myrtle of the coppa)
  // goes to the side whose kind words the message also says.
  if (u.products.length && u.rooms.length) {
    const productWords = Math.max(sc('cheese'), sc('salumi'), sc('products')) > 0;
    const roomWords = sc('rooms') > 0 || sc('book') > 0 || sc('availability') > 0;
    if (productWords && !roomWords) return decide(prev, { ...u, rooms: [], roomGroup: [] }, cat, today);
    if (roomWords && !productWords) return decide(prev, { ...u, products: [], productGroup: [] }, cat, today);
  }
  // A room's plant said beside a product kind's noun and no word of rooms ("un salume al mirto", "cheese with
  // lavender"): the plant of a product's description, not the room.
  if (u.rooms.length && !u.products.length && productScore >= 3 && !(sc('rooms') > 0 || sc('book') > 0 || sc('availability') > 0)) {
    return decide(prev, { ...u, rooms: [], roomGroup: [] }, cat, today);
  }
  // A milk said as a product's milk ("fatto con latte di mucca", "made with goat milk") is about the products.
  // So is one picked by its milk ("qual è quello di mucca?").
  const productMilk = (u.filters.milk?.length ?? 0) > 0 && (u.tokens.some((t) => t === 'latte' || t === 'milk') || milkOfPickedIn(u.tokens));
  const productCtx = u.products.length > 0 || u.productGroup.length > 0 || hasFilters(strong) || productScore >= 2 || productMilk ||
    (hasFilters(u.filters) && prev.topic === 'products') || (u.rank !== null && prev.topic === 'products');
  const roomCtx = u.rooms.length > 0 || u.roomGroup.length > 0 || u.features.length > 0 || u.bed !== null || sc('rooms') >= 3;
  // "if we book the whole place, how many can sleep?": the capacity asked, the booking only the case weighed.
  const stayCue = (sc('book') >= 3 || sc('availability') >= 2) && !capacityOverBookingIn(u);
  const stayBefore = prev.topic === 'stay' || prev.topic === 'rooms';
  const priceAsked = sc('price') >= 2;

  const products = (f: Omit<Frame, 'shown'>): Frame => ({ ...f, shown: cat.productsFor({ ...f, shown: [] }) });
  const asFacet = (intent: Intent): Frame => ({ ...base, topic: 'facet', intent });

  // "I want to cancel my booking": the terms come first; looking it up is the follow-up.
  if (sc('lookup') >= 5 && sc('cancellation') >= 4) return asFacet('cancellation');
  // "ho già prenotato, possiamo portare anche il cane?": the booking made is the situation, the pet what is asked.
  if (sc('lookup') >= 5 && !u.reference && !u.email && petToBringSaidIn(u.tokens)) return asFacet('rules');
  if (sc('lookup') >= 5 || sc('lead') >= 5) return asFacet(sc('lookup') >= sc('lead') ? 'lookup' : 'lead');
  // "se disdico il 3 settembre?" after the stay's dates, "if we cancel a week before arrival": the share due then (the
  // stay's dates are kept), not a stay from that day nor the check-in's hours.
  // So is a day said with cancelling and no booking asked ("se disdico oggi, 28 novembre?" after the booked day): when.
  const cancelOnDay = (u.dates || u.days || u.fromDay !== null) && sc('book') < 3 && sc('availability') < 2;
  // "mancano 10 giorni al check-in, se cancello ora?": the days still to go are the days before, the check-in no question.
  if (cancellingSaidIn(u.tokens) && (daysBeforeSaidIn(u.tokens) !== null || daysAheadSaidIn(u.tokens.join(' ')) !== null || (prev.dates && (u.dates || u.days || u.fromDay !== null)) || cancelOnDay)) {
    return asFacet('cancellation');
  }

  // "and if i order over 60 euro?" after the shipping or the payment: the order's amount, not a filter on products.
  const amountOnly = hasFilters(u.filters) && Object.keys(u.filters).every((k) => k === 'priceMin' || k === 'priceMax');
  if (amountOnly && u.followUp && prev.topic === 'facet' && (prev.intent === 'shipping' || prev.intent === 'payment') &&
    !u.products.length && !u.productGroup.length && Math.max(sc('cheese'), sc('salumi')) < 2) return asFacet(prev.intent);
  // "la spedizione quanto viene se spendo meno di 50 euro?": the amount is the order's, weighed against the shipping.
  // "is it free above some amount?" after the shipping (or naming it): its free threshold, no free rooms.
  const shippingNow = sc('shipping') >= 4 || (prev.topic === 'facet' && prev.intent === 'shipping');
  if (!u.products.length && !u.productGroup.length && !roomCtx && !u.dates &&
    ((amountOnly && sc('shipping') >= 4) || (shippingNow && freeOverAmountAskedIn(u.tokens)))) return asFacet('shipping');
  // "e se ordino solo il prosciutto?" after the shipping cost, "quanto costa spedire la coppa?": the shipping of an
  // order of the products named (answered from their prices), not the products' cards.
  const orderShipped = u.products.length > 0 && !roomCtx && !u.dates &&
    ((u.followUp && prev.topic === 'facet' && prev.intent === 'shipping' && orderingSaidIn(u.tokens)) || (facet === 'shipping' && priceAsked));
  if (orderShipped) return { ...asFacet('shipping'), products: u.products };
  if (productCtx && !roomCtx && !u.dates) {
    // "e la ricotta invece?" after how to store the fiore sardo: the same question of the product named now.
    const askedBefore = !facet && !priceAsked && !u.stock && u.followUp && (u.products.length > 0 || u.productGroup.length > 0 || u.filters.category) && prev.topic === 'products' &&
        (prev.intent === 'storage' || prev.intent === 'allergens') ? prev.intent : null;
    if (facet === 'storage' || facet === 'allergens' || u.filters.noMilk || askedBefore) {
      const intent = askedBefore ?? (facet === 'storage' ? 'storage' : 'allergens');
      return products({ ...base, topic: 'products', intent, products: u.products, filters: u.filters, group: u.productGroup });
    }
    // "how long is it aged?" of the product talked about: that product, whose card says its aging.
    if (u.agingAsked && !u.products.length && prev.topic === 'products' && prev.shown.length > 0 && prev.shown.length <= 3) {
      return products({ ...base, topic: 'products', intent: 'products', products: prev.shown, filters: {}, group: [] });
    }
    // A facet as strong as the product words asks about the products ("mi spedite il formaggio?": shipping).
    if (facet && sc(facet) >= productScore && u.products.length === 0 && !hasFilters(telling)) return asFacet(facet);
    if (u.products.length) return products({ ...base, topic: 'products', intent: 'products', products: u.products, filters: {}, group: [] });
    // "ok, the older one, how much?" after two or three products were talked about: one of those, never the shelf's.
    // The rank's own words may read as a filter ("più fresco", "the cheaper cheese"): those are no filter here.
    const { agingMin: _a, agingMax: _x, agingNear: _n, category: _k, ...besideRank } = u.filters;
    const pickedBefore = u.rank && u.productGroup.length === 0 && !hasFilters(besideRank) && prev.topic === 'products' &&
      prev.shown.length >= 2 && prev.shown.length <= 3 ? cat.byRank(prev.shown, u.rank) : null;
    if (pickedBefore) return products({ ...base, topic: 'products', intent: 'products', products: [pickedBefore], filters: {}, group: [] });
    const refine = prev.topic === 'products' && (u.followUp || u.rank !== null) && !u.filters.category && u.productGroup.length === 0;
    const filters = refine ? { ...prev.filters, ...u.filters } : u.filters;
    const listed = products({ ...base, topic: 'products', intent: 'products', products: [], filters, group: refine ? prev.group : u.productGroup });
    const picked = u.rank ? cat.byRank(listed.shown, u.rank) : null;
    return picked ? products({ ...listed, products: [picked] }) : listed;
  }

  // "e se restiamo fino al 9?", "make it until the 14th": the stay before, with a new last day.
  const until = !u.dates && u.untilDay !== null && prev.dates ? untilDate(prev.dates.checkIn, u.untilDay) : null;
  if (until) return { ...base, topic: 'stay', intent: prev.topic === 'stay' ? prev.intent : 'availability', dates: until, shown: [] };
  // A correction of one slot of the stay said before: "no aspetta, novembre" (the same days in another month),
  // "actually we can only get there on the 6th" (another first day). The rest of the stay is kept.
  const corrected = !u.dates && !u.days && prev.dates && stayBefore && u.untilDay === null
    ? (u.fromDay !== null ? fromDate(prev.dates, u.fromDay) : u.month !== null ? sameDaysIn(today, prev.dates, u.month) : null)
    : null;
  if (corrected) return { ...base, topic: 'stay', intent: prev.topic === 'stay' ? prev.intent : 'availability', dates: corrected, month: null, shown: [] };
  if (dayBesideFacetAsked(u, facet, roomCtx)) return asFacet(facet!);
  const nightsOnly = u.nights !== null && !u.dates && prev.dates !== null;
  const datesCount = u.dates !== null && (u.datesWritten || stayCue || roomCtx || u.nights !== null || u.guests !== null || stayBefore);
  if (datesCount || nightsOnly || (stayCue && !(facet && sc(facet) >= sc('book'))) || (u.guests !== null && prev.topic === 'stay')) {
    const dates = (datesCount ? u.dates : null) ??
      (nightsOnly ? { checkIn: prev.dates!.checkIn, checkOut: addDays(prev.dates!.checkIn, u.nights!) } : stayBefore ? prev.dates : null);
    const intent: Intent = sc('book') >= 3 ? 'book' : sc('availability') >= 2 ? 'availability' : prev.topic === 'stay' ? prev.intent : 'availability';
    const rooms = u.rooms.length ? u.rooms : u.roomGroup.length ? u.roomGroup : stayBefore ? prev.rooms : [];
    const guests = u.guests ?? (stayBefore ? prev.guests : null);
    // What the room must have carries over the stay's turns as its dates do ("quale ha la vista sul bosco?", then
    // "prenotala per sabato": the room with that view); a new party brings its own cots.
    const bed = u.bed ?? (stayBefore ? prev.bed : null);
    const infants = u.infants || (stayBefore && u.guests === null ? prev.infants : 0);
    const views = u.views.length ? u.views : stayBefore ? prev.views : [];
    return { ...base, topic: 'stay', intent, dates, rooms, guests, bed, infants, views, shown: [] };
  }

  // "il volo atterra alle 21, facciamo in tempo per il check in?": check-in named with a time of day asks when one
  // may arrive; the travel words tell the way here, not what is asked.
  if (facet === 'location' && sc('checkin') >= 4 && u.clock) return asFacet('checkin');
  // A named room and a number of people ("nella lavanda ci stiamo in tre?") ask whether they fit, whatever a hint
  // word of a policy says ("figlio": children are welcome); a policy asked with a strong word still wins.
  // An extra bed asked ("un letto in più per nostro figlio") is a fact of the room rows, whatever a policy's hint word
  // says, and of the room talked about before.
  const extraBed = u.features.includes('extraBed') && !(facet && sc(facet) > 3);
  if (extraBed) {
    const rooms = u.rooms.length ? u.rooms : u.roomGroup.length ? u.roomGroup : stayBefore ? prev.rooms : [];
    return { ...base, topic: 'rooms', intent: 'rooms', rooms, guests: u.guests, bed: u.bed, infants: u.infants, views: u.views, shown: [] };
  }
  // So does a counted party asking for a room ("siamo in 3 con la bimba, basta una camera?"): whether the rooms
  // take them is a fact of the room rows, whatever the hint word of a policy ("bimba", "kid").
  // A bed type or a landscape's view asked of the rooms ("due letti separati" beside "mio figlio", "a room where you
  // can see the sea") is a fact of the room rows too, whatever one hint word of a policy or of the way here says.
  // Only with a room's own word, and a policy word only of who is coming ("figlio"): "can we smoke in the double room?"
  // asks the rules, "where can we see the sea?" the way around.
  const rulesSaid = KEYWORDS.rules.filter(([p]) => hasPhrase(u.tokens, p)).map(([p]) => p);
  const partyOnly = facet !== 'rules' || rulesSaid.every((p) => PARTY_WORDS.has(p));
  const roomFact = u.guests !== null || (sc('rooms') >= 3 && (u.bed !== null || u.views.length > 0) && partyOnly);
  if (facet && !((u.rooms.length || roomCtx) && roomFact && sc(facet) <= 3)) return asFacet(facet);

  if (roomCtx || u.guests !== null) {
    const rooms = u.rooms.length ? u.rooms : u.roomGroup.length ? u.roomGroup : stayBefore ? roomsTalkedAbout(u.tokens, u.followUp, prev.rooms) : [];
    if (priceAsked && rooms.length && prev.dates && stayBefore) return { ...base, topic: 'stay', intent: 'price', rooms, shown: [] };
    return { ...base, topic: 'rooms', intent: priceAsked ? 'price' : 'rooms', rooms, guests: u.guests ?? null, bed: u.bed, infants: u.infants, views: u.views, shown: [] };
  }

  if (prev.topic === 'products' && u.plain && prev.shown.length) {
    const plain = cat.plainOf(prev.shown);
    if (plain.length) return products({ ...base, topic: 'products', intent: 'products', products: plain, filters: {}, group: [] });
  }
  // "quanti pezzi vi sono rimasti?": how many are left of the product talked about is a question of its stock.
  if (prev.topic === 'products' && (priceAsked || u.stock || stockLeftAskedIn(u.tokens) || u.numbers.length || (u.followUp && u.intent === 'unknown'))) {
    const aged = u.numbers.map((n) => cat.byAging(n)).filter((id): id is string => id !== null);
    const named = aged.length ? aged : prev.shown.length <= 3 ? prev.shown : [];
    if (named.length) return products({ ...base, topic: 'products', intent: 'products', products: named, filters: {}, group: [] });
  }
  if (stayBefore && priceAsked) {
    if (prev.dates && prev.rooms.length) return { ...base, topic: 'stay', intent: 'price', shown: [] };
    return { ...base, topic: 'rooms', intent: 'price', shown: [] };
  }
  if (priceAsked) return { ...base, topic: 'price', intent: 'price', shown: [] };
  if (u.intent === 'rooms') return { ...base, topic: 'rooms', intent: 'rooms', rooms: [], guests: null, bed: null, infants: 0, views: [], shown: [] };
  if (u.intent === 'cheese' || u.intent === 'salumi' || u.intent === 'products') {
    return products({ ...base, topic: 'products', intent: 'products', products: [], filters: u.filters, group: [] });
  }
  if (u.intent !== 'unknown') return asFacet(u.intent);
  // "and if my order is under that?" after the shipping, "and on the last day?" after the check-in: a follow-up
  // that asks nothing of its own asks the question before again, of what it adds.
  if (u.followUp && prev.topic === 'facet' && FOLLOWED_FACETS.has(prev.intent)) return asFacet(prev.intent);

  const weak = (Object.keys(u.scores) as Intent[]).filter((i) => !['greeting', 'thanks', 'price', 'products'].includes(i));
  if (weak.length >= 2) return { ...base, topic: 'clarify', intent: 'unknown', options: weak.slice(0, 3), shown: [] };
  return { ...base, topic: 'unknown', intent: 'unknown', shown: [] };
}

/** The stay moved to another month, the same days and nights ("12-15 ottobre", then "novembre": 12-15 November). */
export function sameDaysIn(today: string, stay: StayDates, month: number): StayDates | null {
  if (Number(stay.checkIn.slice(5, 7)) === month) return null;
  const day = Number(stay.checkIn.slice(8, 10));
  const nights = Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000);
  const checkIn = dayIn(today, month, day);
  return checkIn ? { checkIn, checkOut: addDays(checkIn, nights) } : null;
}

/** The stay with a new first day: within the stay said before it keeps its last day ("5-8 August", then "on the 6th":
 * 6-8), else it keeps its number of nights from that day of the same month (or the next, if already past). */
export function fromDate(stay: StayDates, day: number): StayDates | null {
  const [y, m] = stay.checkIn.split('-').map(Number);
  const at = (month: number) => new Date(Date.UTC(y, month - 1, day));
  const d = at(m);
  if (d.getUTCDate() !== day) return null;
  const checkIn = d.toISOString().slice(0, 10);
  if (checkIn === stay.checkIn) return null;
  if (checkIn > stay.checkIn && checkIn < stay.checkOut) return { checkIn, checkOut: stay.checkOut };
  const nights = Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000);
  return { checkIn, checkOut: addDays(checkIn, nights) };
}

/** The stay from this check-in to a day of the same month, or of the next one when that day is not after it. */
function untilDate(checkIn: string, day: number): StayDates | null {
  const [y, m, d] = checkIn.split('-').map(Number);
  const next = day > d ? new Date(Date.UTC(y, m - 1, day)) : new Date(Date.UTC(y, m, day));
  if (next.getUTCDate() !== day) return null;
  const checkOut = next.toISOString().slice(0, 10);
  return addDays(checkIn, 60) >= checkOut ? { checkIn, checkOut } : null;
}

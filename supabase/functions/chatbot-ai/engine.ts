// The built-in assistant: no model. Each visitor message goes through the understanding step (understand.ts),
// is folded with the turns before it into the conversation's state (conversation.ts), and is answered from the
// live data through the tools. Booking lookup and lead capture ask for details in turns, read back from the history.
// Over 400 lines on purpose: which reading and which answer take precedence is one ordered list, read top to bottom
// here; each kind's own reading lives in its module (README), the catalogue's lookups in engine-catalogue.ts.
import { answerProducts, select } from './answer-products.ts';
import { answerRooms, answerStay, isGroup } from './answer-rooms.ts';
import { en } from './answers-en.ts';
import { it, type Answers } from './answers-it.ts';
import { oneNameHolds, plantAliases, type RoomFacts } from './catalogue.ts';
import { byAging, type Catalogue, catalogue, plainVariants, productsMentioning, roomsMentioning } from './engine-catalogue.ts';
import { aboutProductsIn, loneEverydayNameWords } from './everyday-name-words.ts';
import { decide, type Frame, START } from './conversation.ts';
import { findEmail, findName, findPhoneMatch, findReference, withoutEmails, yesNo } from './entities.ts';
import { askedThing, askedThingUnknown, askedThingWords } from './asked-thing.ts';
import { thingForSomeoneAskedIn } from './room-feature-held.ts';
import { CALLBACK_OFFERS } from './handover.ts';
import { type Intent, KEYWORDS } from './intents.ts';
import { dietWithMealSaid } from './domain-kinds.ts';
import { activityNamedIn } from './farm-activities.ts';
import { withLateArrival } from './late-arrival.ts';
import { ruleSentenceOf, ruleWordsIn } from './rule-with-reason.ts';
import { dayNamedIn } from './arrival-clock.ts';
import { cardChargeFollowUp } from './card-charge-after.ts';
import { stayHourAskedIn } from './stay-times.ts';
import { LONG_STAY_SEARCH, LONG_STAY_WORDS, longStaySaidIn } from './long-stay-price.ts';
import { petOfTurnBeforeToCarry, petRuleAsked, petToBringSaidIn } from './pet-with-booking.ts';
import { documentsForArrivalAskedIn } from './documents-asked.ts';
import { stayTimeBentAskedIn, withStayTimeBent } from './stay-time-bent.ts';
import { QUIET_HOURS_SEARCH_WORDS, lateEveningAskedIn, quietHoursAnswer } from './late-evening.ts';
import { arrivalUntilAskedIn } from './arrival-until.ts';
import { arrivalAskedIn, checkinAskedIn, checkinWindowIn, lateArrivalEntry, leavingAlsoSaidIn } from './arrival-hour.ts';
import { withAskContacts } from './ask-contacts.ts';
import { domainWords, searchText } from './synonyms.ts';
import { agreeingSpecificEntry } from './agreeing-entries.ts';
import { onlyTimeBoundAskedIn, timeBoundWordsIn, withoutPartsOfDay } from './time-bound-follow-up.ts';
import { answerOf, clearlyAhead, type KnowledgeHit, pickKnowledge, wordedShare, wordedWith } from './knowledge.ts';
import type { Tools } from './tools.ts';
import type { ChatMessage, Lang, Lead, Product, Reply } from './types.ts';
import { COMMON_WORDS, QUALIFIER_WORDS, type Rank, understand, type Understanding } from './understand.ts';
import { hasPhrase } from './words.ts';
import { agingSentences, weightAskedIn, weightSentences } from './product-details.ts';
import { stockLeftAskedIn, stockLeftSentences } from './product-stock.ts';
import { orderingSaidIn, piecesOrderedIn, shippingForOrder } from './shipping-order.ts';
import { languageAskedIn } from './language-asked.ts';
import { pairingAskedIn, withPairingOfTalkedAbout } from './pairing-asked.ts';
import { withKindOfTalkedAbout } from './rank-same-kind.ts';
import { withRanksPerKind } from './ranks-per-kind.ts';
import { withStockOfRankedAsked } from './rank-then-stock.ts';
import { withSimilarToTalkedAbout } from './similar-after.ts';
import { withRankPerKilo } from './per-kilo.ts';
import { withoutStayOfProductsDay } from './day-of-products.ts';
import { withOrderTogether } from './order-together.ts';
import { withShapeDescribed } from './shape-described.ts';
import { withMilksListed } from './milk-choice.ts';
import { productsTalkedLately, withProductsTalkedLately } from './products-talked-lately.ts';
import { type LineFacts, orderLinesIn, orderLinesText } from './order-lines.ts';
import { cartOverTurnsLines } from './cart-over-turns.ts';
import { orderedByNameWords } from './ordered-by-name-words.ts';
import { proposedNamesAskedIn, proposedNamesText, roomAmongProposed, roomsNamedInReply } from './rooms-just-proposed.ts';
import { shipAbroadAskedIn, shipAbroadFollowUpIn } from './ship-abroad.ts';
import { sentProductsTimeAskedIn } from './sent-products-time.ts';
import { INVOICE_WORDS, invoiceAskedIn, wholesaleAskedIn, wholesaleAskFarm } from './business-asked.ts';
import { qualityAskedIn, qualityPickSentence } from './product-quality.ts';
import { keepingTimeAskedIn, withKeepingDays } from './keeping-days.ts';
import { ruleAskedAsPermission, ruleWithoutCondition } from './rule-condition.ts';
import { farmVisitEntry, farmVisitToBook, visitNounsIn, watchMakingIn } from './farm-visit-asked.ts';
import { dietNeedAsked, dietNeedEntry } from './diet-need.ts';
import { bookingHowAskedIn, bookingHowText, otherBookingAskedIn, otherBookingThings } from './booking-what.ts';
import { thingToUseAskedIn } from './use-asked.ts';
import { GIFT_SEARCH_WORDS, giftCustomAskedIn, giftNoteSentAskedIn } from './gift-custom.ts';
import { giftOfStayAskedIn, VOUCHER_WORDS } from './gift-stay.ts';
import { addressForNavigationAskedIn } from './address-for-navigation.ts';
import { withoutStayOfGuestHere } from './staying-now.ts';
import { withAmenityOfBookedRoom } from './amenity-of-booked-room.ts';
import { withoutStayOfFreeDay } from './free-day-asked.ts';
import { eachQuestionAnswered } from './two-questions.ts';
import { cancelAheadFollowUp, cancelDaysBefore, cancelDaysFollowUp, cancellingSaidIn, cancelPayFollowUp, cancelShareSentence } from './cancel-share.ts';
import { type TurnBefore, travelPlaceBefore, turnBeforeForWay } from './travel-follow-up.ts';
import { arrivalHourBeforeAsked } from './arrival-hour-before.ts';
import { arrivalKindBefore } from './place-after-travel.ts';
import { registrationCodeAskedIn, registrationCodeReply } from './registration-code.ts';
import { entryOfPlaceNamedOrAlone, placesNamedIn } from './place-named-way.ts';
import { placeBeforeArrivalKind } from './kind-after-place.ts';
import { differenceAskedIn, differenceSentences } from './product-difference.ts';
import { cotAskedIn, cotRoomTalkedAbout, cotSentences } from './room-cots.ts';
import { babyNamedRoomSentences, babyNamedRooms } from './baby-named-room.ts';
import { roomCapacitySentences } from './room-capacity.ts';
import { bedTypeAskedIn, bedTypeRooms, bedTypeSentences } from './bed-type-asked.ts';
import { cotFeeAfterCot, cotRoomsBefore, roomsNamedIn, roomsTakingCot } from './cot-rooms-before.ts';
import { babyPartyForRoomChoice, babyPartyRooms } from './party-room-choice.ts';
import { babyBedAskedIn, childPartyAsked, correctedPartyOfRoomBefore, extraBedSentence, partyCorrectionIn, partyWithListedChildren } from './children-party.ts';
import { childCountedAskedIn, childUnderThreeNoGuest } from './child-counted-asked.ts';
import { ingredientsAskedIn, ingredientsSentences, listedFoodAskedIn } from './product-ingredients.ts';
import { beyondWhenComing } from './amenity-when.ts';
import { roomQualityAskedIn } from './room-quality-asked.ts';
import { describeAskedIn, roomDescribed, roomsWeighedIn } from './room-describe.ts';
import { roomWordsHeldAsked, withRoomDetailOfTalkedAbout } from './room-detail-talked.ts';
import { seaEntryOfDistance } from './sea-distance.ts';
import { withRoomAskedAgain } from './room-asked-again.ts';
import { roomDetailAskedIn, roomIdentifiedIn, roomPointedIn, withBathroomOwnWords, withRoomByDetails, withRoomQuestionBefore } from './room-by-details.ts';
import { roomNamesAskedIn, roomNamesSentence } from './room-names-asked.ts';
import { partyOfEarlierTurns, roomsNeededAskedIn } from './rooms-needed.ts';
import { withCallbackAsked } from './callback-asked.ts';
import { withStayHourAsked } from './stay-hour-asked.ts';
import { olderChildrenInOurRoom, olderChildrenSentences } from './child-in-our-room.ts';
import { childInRoomLookedAtSentences, roomLookedAtForChild } from './child-in-room-looked-at.ts';
import type { StayDates } from './dates.ts';
import { normalise, tokenize } from './normalise.ts';
import { heatOnTheWayIn } from './noise-pickup-heat.ts';
import { deliveryAskedIn } from './order-time.ts';
import { PAY_ON_DELIVERY_SEARCH, payOnDeliveryAskedIn } from './pay-on-delivery.ts';
import { shippingTimeNotCostAskedIn } from './shipping-time-asked.ts';
import { deliveryTimeAfterShipping } from './delivery-after-shipping.ts';
import { deliveryAskingSentence } from './delivery-asking-sentence.ts';
import { rememberedAllAsked, rememberedAllReply, saidInEarlierTurns } from './guest-said.ts';
import { daysAheadSaidIn, daysToStay, notComingAsked } from './not-coming.ts';
import { checkinTimeNamedWith, checkOutAskedWith, leavingFollowUp } from './leaving-asked.ts';
import { termsPageAskedIn } from './terms-page.ts';
import { fridgeInRoomAskedIn, withFridgeInRoom } from './room-fridge.ts';
import { bathDetailOfRoomsAsked, bathDetailSentences, roomsHoldingFeatureAsked } from './room-feature-held.ts';
import { seasonAskedIn } from './season-asked.ts';
import { sightsAskedIn, sightsEntryOf } from './sights-asked.ts';
import { lateArrivalToldIn } from './late-told.ts';
import { petBreedSaidIn } from './pet-breeds.ts';
import { ACCESS_SEARCH, accessEntryOf, accessNeedSaidIn } from './access-need.ts';
import { thingInVillageAskedIn, villageEntryMissesThing } from './thing-in-village.ts';
import { petNamesAsPets } from './pet-named.ts';
import { carriedWithoutSwappedPlace, cotOfSwappedRoom } from './swapped-subject.ts';
import { farmFactAskedIn, onlyWeakHintsBeside } from './farm-facts-asked.ts';
import { farmAnimalsAskedIn, farmAnimalsText } from './farm-animals.ts';
import { flavourAskedIn, processedInAskedIn, productsFlavouredWith } from './product-flavour.ts';
import { characterAskedIn } from './product-character.ts';
import { wrappingAskedIn, wrappingEntry } from './wrapping-asked.ts';
import { makingAskedIn, makingSentences, seasoningAskedIn } from './product-making.ts';
import { withVariantPair } from './variant-pair.ts';
import { withoutProductsPaidFor } from './pay-for-cart.ts';
import { withoutKeptFresh } from './cold-on-the-way.ts';
import { withWeightOfTalkedAbout } from './product-size-asked.ts';
import { withKeepingOfProduct } from './keeping-once-opened.ts';
import { shopBuyingOnADayIn, withShopHoursAsked } from './shop-hours-buying.ts';
import { holidayNamedIn, holidayOpeningSentence, withoutStayOfHolidayOpening } from './holiday-opening.ts';
import { withDamagedParcel } from './parcel-damaged.ts';
import { withOneDescribed } from './one-described.ts';
import { withPlantProductAfterProducts } from './plant-product-after.ts';
import { withTreatmentOfTalkedAbout } from './treatment-asked.ts';
import { milkAnswerSentence, withMilkOfTalkedAbout } from './milk-asked.ts';
import { withoutPartyBesideActivity } from './activity-party.ts';
import { buyingAskedIn, cookingSaidIn, useAskedIn, withoutMealParty } from './cooking-for-people.ts';
import { bookingChangeAskedIn, bookingChangeAskFarm, bookingChangeEntry } from './booking-change.ts';
import { orderPlacedAskedIn, orderPlacedAskFarm } from './order-placed.ts';

export interface EngineInput {
  messages: ChatMessage[];
  sessionId: string;
  language: Lang;
  /** yyyy-MM-dd in the farm's time zone. */
  today: string;
  /** The language the guest asked the answer before in ("say that in english"): it answers, whatever they wrote. */
  languageAsked?: Lang;
  /** What the knowledge is searched with, when not the last message alone (set by the engine for a follow-up). */
  /** The stay's dates said in the message before ("ho prenotato per il 12 dicembre"), for a day of cancelling said now. */
  stayBefore?: StayDates | null;
  query?: string;
  /** The telling words of the last message (set by the engine): what an entry should be worded with. */
  said?: string[];
  /** The thing a "do you have / can you provide" question asks for (set by the engine): what it is about. */
  thing?: string | null;
  /** The sentences of the last message that ask, with a greeting or thanks around them (set by the engine). */
  asking?: Understanding['asking'];
  /** Everyday words of a product's name that named none ("il primo giorno"): not searched for (set by the engine). */
  notNaming?: string[];
  /** The turn before, when it ordered products and this one asks the shipping naming none (set by the engine). */
  orderedBefore?: Understanding | null;
}

const text = (message: string, follow_up: string | null = null): Reply => ({ message, type: 'text', data: [], follow_up });

const BOTH = [it, en];
const isOneOf = (content: string | undefined, pick: (a: Answers) => string) =>
  content !== undefined && BOTH.some((a) => pick(a) === content);
const awaitsLookup = (content?: string) =>
  isOneOf(content, (a) => a.lookupAsk) ||
  isOneOf(content, (a) => a.lookupMissingEmail) ||
  isOneOf(content, (a) => a.lookupMissingReference);
const awaitsLead = (content?: string) =>
  BOTH.some((a) => content?.startsWith(a.leadAsk)) || isOneOf(content, (a) => a.leadMissing) || (content !== undefined && CALLBACK_OFFERS.some((o) => content.startsWith(o)));
const awaitsConsent = (content?: string) =>
  content !== undefined && content.includes('/privacy-policy') && /Acconsenti|Do you consent/.test(content);

const ROME_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' });

function todayInRome(): string {
  return ROME_DAY.format(new Date());
}

export function builtInToday(): string {
  return todayInRome();
}

/** The readings an activity at the farm is asked over: products, prices, rooms, or nothing clear. */
const VISIT_OVER = new Set(['products', 'price', 'rooms', 'clarify', 'unknown']);
/** The readings a message saying the guest may not come is a cancellation over: none of a product or a room. */
const NOT_COMING_OVER = new Set(['unknown', 'clarify', 'facet', 'stay', 'price']);
/** The readings a farm's fact asked is over: none of a product, a room, a stay or another kind's text. */
const FARM_FACT_OVER = new Set(['unknown', 'clarify', 'price']);
const FARM_NAMES = new Set(['fattoria', 'farm', 'tenuta', 'azienda', 'agriturismo', 'company']);
/** An amount of money: "40 euros", "€ 35", "30 eur". */
const AMOUNT = /\d+(?:[.,]\d+)?\s?(?:€|euros?|eur)(?![a-z])|€\s?\d/i;
/** Words that refer back to what was said before. */
// A cot's entry put first by the search at this score answers a cot asked, as the close entries do elsewhere.
const COT_ENTRY_AT = 0.4;
const REFERS_BACK = ['it', 'its', 'them', 'lui', 'lei', 'esso', 'essa', 'questa', 'questo'];
/** Words that make a contact the farm's own ("il vostro numero", "your phone"). */
const FARM_OWN = ['vostro', 'vostra', 'vostri', 'vostre', 'your', 'yours'];
const HAS = ['ha', 'hanno', 'c e', 'ci sono', 'con', 'dotata', 'has', 'have', 'with', 'there is', 'there are', 'is there', 'are there'];

/** The products of the frame's category (if any) whose descriptions hold the words the message says beyond its
 * kinds: only with no filter but the category, as a filter's own words ("niente vacca") are not a use. */
function describedProducts(frame: Frame, u: Understanding, c: Catalogue, lang: Lang): string[] {
  const { category, ...filtered } = frame.filters;
  if (frame.topic !== 'products' || Object.keys(filtered).length) return [];
  const shelf = c.products[lang];
  const list = category ? shelf.list.filter((p) => shelf.facts.get(p.id)?.category === category) : shelf.list;
  // A room's name dropped for the product kind said with it is a word of the descriptions too.
  const words = u.rooms.length ? [...new Set([...u.unfamiliar, ...telling(u, 5, PRODUCT_KINDS)])] : u.unfamiliar;
  return productsMentioning({ ...shelf, list }, words);
}

function frames(c: Catalogue, users: string[], today: string): { frame: Frame; u: Understanding; prev: Frame; prevU: Understanding | null } {
  const view = {
    productsFor: (f: Frame) => select(c.products.it, f).map((p) => p.id),
    byAging: (n: number) => byAging(c, n),
    byRank: (ids: string[], rank: Rank) => {
      const fact = (id: string) => c.products.it.facts.get(id);
      const value = (id: string) =>
        rank === 'cheapest' || rank === 'dearest' ? (fact(id)?.price ?? NaN) : (fact(id)?.aging ?? NaN);
      const known = ids.filter((id) => !Number.isNaN(value(id)));
      known.sort((a, b) => (rank === 'cheapest' || rank === 'youngest' ? value(a) - value(b) : value(b) - value(a)));
      return known[0] ?? null;
    },
    plainOf: (ids: string[]) => plainVariants(c, ids),
  };
  let frame = START;
  let prev = START;
  let u = understand('', c.names, today);
  let prevU: Understanding | null = null;
  let talkedLately: string[] = [];
  for (const [i, text] of users.entries()) {
    prev = frame;
    if (i > 0) prevU = u;
    // The history is sent again with every message: each earlier message is understood once per isolate.
    const key = `${today}\n${text}`;
    const read = c.understood.get(key) ?? understand(text, c.names, today);
    if (c.understood.size > 2000) c.understood.clear();
    c.understood.set(key, read);
    // "carbonara per 8 persone", "how much for one?" after a product: who eats or pieces, not guests.
    u = withoutProductsPaidFor(withoutKeptFresh(withoutMealParty(read, frame.topic === 'products' && frame.shown.length > 0), text));
    // "stasera carbonara: quale salume?": the meal's day, no stay.
    u = withoutStayOfProductsDay(u);
    // "how heavy is one?" or "come la tengo una volta aperta?" of the products talked about; the shop's hours with
    // products to buy there; a parcel come damaged: the weight, the storage, the hours, the contacts.
    const talkedProducts = frame.topic === 'products' ? frame.shown : [];
    u = withDamagedParcel(withShopHoursAsked(withKeepingOfProduct(withWeightOfTalkedAbout(u, talkedProducts), text, talkedProducts), text), text);
    // "rooms have a fridge or minibar?": an amenity asked of the rooms, not the products' storage.
    u = withFridgeInRoom(u);
    // "yoga classes? we are 3": who would take part, no party for a room.
    u = withoutPartyBesideActivity(u);
    // "the spicy sausage and the plain one": both variants compared.
    // "is it pasteurised or raw?" after one product: that product's treatment, not a filtered list.
    u = withTreatmentOfTalkedAbout(u, frame.topic === 'products' ? frame.shown : []);
    // "is it made with cow's milk?" after one product: that product's milk, a yes or no, not the cow's milk list.
    // "goat or cow, not sheep": milks of the list, "goat" no name of the goat cheese.
    u = withMilksListed(u, (w) => c.names.words.includes(w), (id) => c.products.it.facts.get(id)?.milk ?? null);
    u = withMilkOfTalkedAbout(u, frame.topic === 'products' ? frame.shown : [], (w) => c.names.words.includes(w));
    // "the myrtle one" after cured meats: the product flavoured with it, not the room named after the plant.
    u = withPlantProductAfterProducts(u, frame.topic === 'products', (w) => productsFlavouredWith([c.products.it.list, c.products.en.list], w));
    // "the pear shaped one, how much?": the one product whose description gives that shape.
    u = withShapeDescribed(u, c.products.it.list.map((p) => p.id), (id) => c.products.it.facts.get(id)?.text ?? '');
    // "and the one with the ridged rind?": the one product whose description says so.
    if (frame.topic === 'products' || PRODUCT_KINDS.some((k) => (u.scores[k] ?? 0) > 0)) {
      const shelf = c.products[frame.lang ?? u.lang ?? 'it'];
      u = withOneDescribed(u, (w) => productsMentioning(shelf, w), [...new Set([...u.unfamiliar, ...telling(u, 4, PRODUCT_KINDS)])]);
    }
    u = withVariantPair(u, frame.topic === 'products' ? frame.shown : [], (id) => c.products.it.facts.get(id), (ids) => plainVariants(c, ids));
    // "qualcuno mi telefonasse per aiutarmi a prenotare?": a call back asked, not the rooms for the party.
    u = withCallbackAsked(u);
    // "the oldest you have in stock?" after a cheese: the oldest cheese.
    u = withKindOfTalkedAbout(u, frame, (id) => c.products.it.facts.get(id)?.category);
    // "your cheapest cured meat and your cheapest cheese": one of each kind.
    u = withRanksPerKind(u, [...c.products.it.facts.values()]);
    // "il più stagionato? c'è disponibile?": the stock of the one picked, no filter.
    u = withStockOfRankedAsked(u, text);
    // "cosa mi consigli di simile?" after a product: the nearest one of its kind in stock.
    u = withSimilarToTalkedAbout(u, frame.topic === 'products' ? frame.shown : [], [...c.products.it.facts.values()]);
    // "which pecorino is cheapest per kilo?": the price over the piece's weight.
    u = withRankPerKilo(u, [...c.products.it.facts.values()], (id) => c.products.it.list.find((p) => p.id === id)?.weight ?? null);
    // "me lo spedite insieme a un prosciutto?" after the guanciale: one order of both.
    u = withOrderTogether(u, frame.topic === 'products' ? frame.shown : []);
    // "the one with the reading corner", "and mirto?" after a room's bed: the room its details name, the question kept.
    u = withRoomQuestionBefore(withBathroomOwnWords(withRoomByDetails(u, [...c.rooms.it.facts.values()], frame.topic === 'rooms' || frame.topic === 'stay')), prevU, frame.topic === 'rooms' || frame.topic === 'stay');
    // "and the twin ones?" after a feature, "e la Ginepro?" after a room described: the same question of those.
    u = withRoomAskedAgain(u, prevU, frame.topic === 'rooms' || frame.topic === 'stay');
    // "what's the furniture made of?" after one room described: that room's detail.
    u = withRoomDetailOfTalkedAbout(u, frame.topic === 'rooms' ? frame.rooms : [], (id) => c.rooms.it.facts.get(id));
    // "staying in the lavanda now, dinner tonight?": a service asked by a guest here, no stay to search.
    u = withoutStayOfFreeDay(withAmenityOfBookedRoom(withoutStayOfGuestHere(u)));
    u = withoutStayOfHolidayOpening(u, normalise(text));
    // "arrivo il 3, posso entrare prima delle 15?": the check-in's hour, its day no stay to look up.
    u = withStayHourAsked(u);
    // "which one is cheaper?" after two products asked one turn each: one of those two.
    frame = decide(withProductsTalkedLately(frame, talkedLately, u.rank !== null, u.products.length > 0 || u.productGroup.length > 0), u, view, today);
    // "con cosa lo abbino?" after a product: that product, its description saying what goes with it.
    frame = withPairingOfTalkedAbout(frame, prev, text);
    talkedLately = productsTalkedLately(talkedLately, frame);
    // "is the Lavanda ok for 3?", then "sorry, I meant 2 adults and a baby": the party corrected, of the same room.
    if (correctedPartyOfRoomBefore(u, frame, prev)) {
      frame = frame.topic === 'facet' ? { ...frame, topic: 'rooms', intent: 'rooms', rooms: prev.rooms, guests: u.guests, bed: u.bed, infants: u.infants, views: u.views, shown: [] } : { ...frame, rooms: prev.rooms };
    }
    // A product kind found by words of one product's description ("the pear shaped cheese") shows that product (as
    // answer() does): it is the one a follow-up refers to ("how many have you got left?").
    // So does a use said of no kind ("anything good for a carbonara?"): the products whose descriptions say it.
    if (frame.topic === 'products' && !frame.products.length && softDecision(frame, u, prev)) {
      const described = describedProducts(frame, u, c, frame.lang ?? 'it');
      if (described.length) frame = { ...frame, shown: described };
    }
    // "anything good for a carbonara?", "cucino la fregola, cosa mi consigliate?": read as nothing, what one or two
    // products' descriptions say they are good for; those products, for the follow-ups too ("how much is it?").
    // A weekday with a meal ("cooking on sunday") is when they eat, not the opening hours asked.
    const weakFacet = frame.topic === 'facet' && (u.scores[frame.intent] ?? 0) <= 2 && (cookingSaidIn(u) || buyingAskedIn(u.tokens));
    // "che mesi ci consigliate?" with the heat avoided: a time advised, not a product.
    if ((frame.topic === 'unknown' || weakFacet) && useAskedIn(u) && !seasonAskedIn(normalise(text)) && !sightsAskedIn(text)) {
      const used = productsMentioning(c.products[frame.lang ?? 'it'], u.unfamiliar);
      if (used.length && used.length <= 2) frame = { ...frame, topic: 'products', intent: 'products', products: used, filters: {}, group: [], shown: used };
    }
  }
  return { frame, u, prev, prevU };
}

export async function builtInReply(input: EngineInput, tools: Tools): Promise<Reply> {
  // "our dog, Luna", then "an extra charge for Luna?": the pet said by its name is the pet (pet-named.ts).
  const inLanguage = againInLanguageAsked(input);
  const asked = { ...inLanguage, messages: petNamesAsPets(inLanguage.messages) };
  // The entries' answers the searches returned: a reply that is one of them came from the farm's knowledge.
  const answers = new Set<string>();
  const seen: Tools = { ...tools, searchKnowledge: async (...a) => {
    const hits = await tools.searchKnowledge(...a);
    for (const h of hits) answers.add(h.answer);
    return hits;
  } };
  const whole = await engineReply(asked, seen);
  // Two questions of two entries in one message: each answered (two-questions.ts). A question alone that finds
  // nothing is no unanswered question of the guest's: only the whole message is recorded.
  const last = asked.messages.lastIndexOf(asked.messages.filter((m) => m.role === 'user').at(-1)!);
  const alone = (q: string) => engineReply({ ...asked, messages: [...asked.messages.slice(0, last), { role: 'user', content: q }] }, { ...seen, recordUnanswered: () => Promise.resolve() });
  const reply = last >= 0 ? await eachQuestionAnswered(asked.messages[last].content, whole, alone, (r) => answers.has(r.message)) : whole;
  return withAskContacts(reply, () => tools.settings());
}

/** "can you say that in english?": the conversation up to the question before, answered in the language asked. */
function againInLanguageAsked(input: EngineInput): EngineInput {
  const users = input.messages.filter((m) => m.role === 'user');
  const asked = users.length >= 2 ? languageAskedIn(users[users.length - 1].content) : null;
  if (!asked) return input;
  // Up to the question before, and the reply to it no more: that question is what is answered again.
  const questionBefore = input.messages.lastIndexOf(users[users.length - 2]);
  return { ...input, messages: input.messages.slice(0, questionBefore + 1), language: asked, languageAsked: asked };
}

async function engineReply(input: EngineInput, tools: Tools): Promise<Reply> {
  const users = input.messages.filter((m) => m.role === 'user');
  const last = users[users.length - 1]?.content ?? '';
  const lastIndex = input.messages.lastIndexOf(users[users.length - 1]);
  const prevAssistant = input.messages.slice(0, lastIndex).reverse().find((m) => m.role === 'assistant')?.content;
  const c = await catalogue(tools);
  const { frame: read, u, prev, prevU } = frames(c, users.map((m) => m.content), input.today);
  // A question said beside when or who is coming: the question alone is answered and searched (side-context.ts).
  // Not when who comes needs access ("my husband uses a wheelchair. Are the rooms…"): that need is the question.
  if (u.besideWhenOrWho && u.asking && !accessNeedSaidIn(normalise(last))) return engineReply({ ...input, messages: [...input.messages.slice(0, lastIndex), { role: 'user', content: u.asking.text }] }, tools);
  // "we come with our dog", then "we booked already, must we tell you?": the pet of the turn before is what is asked of.
  const petBefore = prevU ? petOfTurnBeforeToCarry(prevU.tokens, tokenize(last)) : [];
  if (petBefore.length) return engineReply({ ...input, messages: [...input.messages.slice(0, lastIndex), { role: 'user', content: `${last} ${petBefore.join(' ')}` }] }, tools);
  // "quanto ci vuole in macchina?" after "atterriamo ad alghero": the way here from the place said before.
  const before: TurnBefore = turnBeforeForWay(prev, prevU);
  // "quanto dista il porto?", then "sbarchiamo a olbia": the place said, of the kind asked before.
  const travelFrom = prevU ? [...travelPlaceBefore(u, prevU, before, telling(prevU, 4, []).filter((w) => !u.tokens.includes(w))), ...arrivalKindBefore(u, prevU, before)] : [];
  // "se non riusciamo più a venire perdiamo tutto?": a cancellation, whatever else the message seemed to ask.
  const notComing = NOT_COMING_OVER.has(read.topic) && notComingAsked(last);
  // "a che altezza è la tenuta?", "how big is the estate": the farm's description, not a price nor an unknown question.
  // Also over the rooms read from a landscape ("ho letto che avete dei boschi"): what the land holds, not a view.
  // Over one hint word of another kind too ("…il medico lo vuole sapere prima della prenotazione").
  const farmFact = (FARM_FACT_OVER.has(read.topic) || (read.topic === 'rooms' && !u.rooms.length) || onlyWeakHintsBeside(u)) && farmFactAskedIn(u.tokens);
  // "ok and if it's 10 days before?" after the cancellation terms: the share due then.
  // A weak hint of another kind ("before arrival") does not outweigh it.
  const prevCancelling = (prev.topic === 'facet' && prev.intent === 'cancellation') || (!!prevU && cancellingSaidIn(prevU.tokens));
  // "devo annullare", then "arriviamo tra 10 giorni": cancelling now, that many days before the stay.
  const cancelAheadAfter = cancelAheadFollowUp(u, daysAheadSaidIn(last), prevCancelling);
  const cancelFollowUp = ((read.topic !== 'facet' || (u.scores[read.intent] ?? 0) < 4) && cancelDaysFollowUp(u, prev.topic === 'facet' && prev.intent === 'cancellation')) ||
    cancelPayFollowUp(u, last, prevCancelling) || cancelAheadAfter;
  // "and for leaving?" after the check-in's time: the check-out, in the check-in's text.
  const leavingAfter = leavingFollowUp(u, prev);
  // "could we keep the room until lunch?": the check-out bent, the check-in's text and the farm to ask.
  // "will you charge it?" right after the payment's text: that text again.
  const cardCharged = cardChargeFollowUp(u, prev.topic === 'facet' && prev.intent === 'payment');
  const stayBent = !cancelFollowUp && stayTimeBentAskedIn(u.tokens) && !u.products.length && !shipAbroadFollowUpIn(u.tokens, prevU?.tokens);
  // "per il check in domani serve la carta d'identità? siamo in 2": the documents, not a stay from tomorrow.
  const documentsForStay = read.topic === 'stay' && documentsForArrivalAskedIn(normalise(last), u.scores.book ?? 0, u.scores.availability ?? 0);
  const frame: Frame = cancelFollowUp ? { ...read, topic: 'facet', intent: 'cancellation' } : cardCharged ? { ...read, topic: 'facet', intent: 'payment' } : leavingAfter || stayBent || documentsForStay ? { ...read, topic: 'facet', intent: 'checkin' } : travelFrom.length ? { ...read, topic: 'facet', intent: 'location' } : notComing ? { ...read, topic: 'facet', intent: 'cancellation' } : farmFact ? { ...read, topic: 'facet', intent: 'about' } : read;
  // The language the guest writes in, else the page's.
  const lang: Lang = input.languageAsked ?? frame.lang ?? input.language;
  const A = lang === 'en' ? en : it;

  // Turn-taking states first: the visitor is answering a question the assistant asked.
  const reference = findReference(last);
  const email = findEmail(last);
  if (awaitsLookup(prevAssistant) || reference) {
    const recent = users.slice(-3).map((m) => m.content).join(' \n ');
    const ref = reference ?? findReference(recent);
    const mail = email ?? findEmail(recent);
    if (ref && mail) return lookup(A, tools, ref, mail);
    if (ref && !mail) return text(A.lookupMissingEmail);
    if (mail && !ref) return text(A.lookupMissingReference);
  }
  if (awaitsConsent(prevAssistant)) {
    const answer = yesNo(last);
    if (answer) {
      if (answer === 'no') return text(A.leadDeclined);
      const details = users[users.length - 2]?.content ?? '';
      const request = users.slice(0, -2).reverse().find((m) => understand(m.content, c.names, input.today).scores.lead)?.content ?? null;
      await tools.saveLead(input.sessionId, leadFrom(details, request), true);
      return text(A.leadSaved);
    }
  }
  if (awaitsLead(prevAssistant)) {
    const lead = leadFrom(last, null);
    if (lead.email || lead.phone) return text(A.leadConsent(lead));
    // "che nome ti avevo dato?" answers the guest's own detail asked back, below, not the contact still awaited.
    if (frame.topic === 'unknown' && !(users.length > 1 && rememberedAllAsked(last).length)) return text(A.leadMissing);
  }
  // "is it step free? my mum uses a wheelchair": the accessibility entry, not a stay read from "free" (access-need.ts).
  if (!u.dates && !frame.dates && accessNeedSaidIn(normalise(last))) {
    const access = accessEntryOf(await tools.searchKnowledge(searchText(`${last} ${ACCESS_SEARCH}`), lang), (t) => INTENT_TOPICS.has(t));
    if (access) return text(access.answer);
  }
  // A "Did you mean…?" choice tapped sends its entry's question back: that entry answers, whatever its words
  // would suggest to the understanding step (it read "Serve l'auto? Dove posso noleggiarla?" as the way here).
  if (input.messages.some((m) => m.role === 'assistant' && isOneOf(m.content, (a) => a.didYouMean))) {
    const asked = last.trim();
    const chosen = (await tools.knowledge()).find((e) => e.question_it === asked || e.question_en === asked);
    // In the language of the question sent (the offer's), which is the conversation's unless the guest switched.
    const other: Lang = lang === 'en' ? 'it' : 'en';
    if (chosen) return text(answerOf(chosen, (lang === 'en' ? chosen.question_en : chosen.question_it) === asked ? lang : other));
  }
  // "ti ricordi come mi chiamo?": what the guest said of themselves earlier, from the conversation.
  const remembered = users.length > 1 ? rememberedAllAsked(last) : [];
  if (remembered.length) {
    const earlier = users.slice(0, -1).map((m) => m.content);
    const reads = earlier.map((t) => c.understood.get(`${input.today}\n${t}`) ?? understand(t, c.names, input.today));
    const roomName = (id: string) => c.rooms[lang].list.find((r) => r.id === id)?.name;
    const said = { earlier, ...saidInEarlierTurns({ dates: prev.dates, month: prev.month, guests: prev.guests }, reads, roomName) };
    return text(rememberedAllReply(remembered, said, lang));
  }
  // "what were those rooms called?", "which one looks onto the pastures?": among the rooms the reply before proposed.
  const proposed = !u.rooms.length && !u.products.length && !u.dates && u.guests === null ? roomsNamedInReply(prevAssistant, c.rooms[lang].list) : [];
  if (proposed.length && proposedNamesAskedIn(u.tokens)) return { message: proposedNamesText(proposed, lang), type: 'rooms', data: proposed, follow_up: null };
  // A cot, a child, a price or a rank asked among them has its own answers ("e in quali la culla per la piccola?").
  const traitOnly = !u.bed && !u.infants && !u.rank && !cotAskedIn(u.tokens) && u.features.every((f) => f === 'view');
  const pickedAmong = traitOnly ? roomAmongProposed(u.tokens, u.views, proposed.map((r) => c.rooms.it.facts.get(r.id)).filter((f): f is RoomFacts => !!f)) : null;
  const picked = proposed.find((r) => r.id === pickedAmong);
  if (picked) return { message: roomDescribed(picked, lang), type: 'rooms', data: [picked], follow_up: null };
  // "what's your CIN?": the farm's registration code, a setting.
  if (registrationCodeAskedIn(u.tokens)) return text(registrationCodeReply(await tools.settings(), lang));
  // "devo spostare le date della prenotazione": how a booking is changed, not its lookup (a penalty asked is the terms).
  // As written: the words of changing are no lexicon's, and a typo's correction may take them ("change" → "charge").
  if (bookingChangeAskedIn(tokenize(last)) && (u.scores.cancellation ?? 0) < 4 && !petToBringSaidIn(tokenize(last))) {
    const entry = bookingChangeEntry(await tools.searchKnowledge(searchText(last), lang, 'lookup'));
    return text(entry?.answer ?? bookingChangeAskFarm(lang));
  }
  // "ho ordinato ieri, dov'è il pacco?": an order placed is the farm's to check, not the products it named.
  if (orderPlacedAskedIn(tokenize(last)) && !u.rooms.length && !frame.dates) return text(orderPlacedAskFarm(lang));
  // Name, e-mail or phone given with the request itself are taken without asking again.
  // The consent asked, and the farm's own number for a guest who would rather call than wait.
  if (frame.topic === 'facet' && frame.intent === 'lead' && (u.email || u.phone)) return text(`${A.leadConsent(leadFrom(last, null))} ${A.leadOrCall(await tools.settings())}`);
  // "siamo celiaci, a colazione come fate?", "so can we eat your cheeses?" after a diet said: the diet's entry.
  const diet = dietNeedAsked(users.map((m) => m.content));
  const dietEntry = diet ? dietNeedEntry(await tools.searchKnowledge(searchText(diet.query), lang, read.intent), diet, (t) => INTENT_TOPICS.has(t)) : null;
  if (dietEntry) return text(dietEntry.answer);
  // "come funziona, prenoto qui in chat o dal sito?": how booking works, not its first step.
  if (bookingHowAskedIn(u)) return text(bookingHowText(lang));
  // "can you book us a boat trip?": no room; an entry that answers it, else to ask the farm, with the contacts.
  if (otherBookingAskedIn(u)) {
    // A tasting or a dairy visit: its entry, from a modest score (farm-visit-asked.ts).
    const visitAsked = farmVisitToBook(u.tokens) ? await farmVisitEntryOf(input, lang, tools, 'unknown', visitNounsIn(u.tokens)) : null;
    if (visitAsked) return text(visitAsked.answer);
    const pick = pickKnowledge(await search(input, lang, tools, 'unknown'));
    // An entry worded with the thing only: "massaggi" is not the villages' "passeggiate".
    return pick.kind === 'answer' && wordedWith(pick.hit, otherBookingThings(u)) ? text(pick.hit.answer) : notKnown(input, A, lang, tools);
  }
  // "which animals do you keep?": the milks the products' rows give, with the farm to ask; after the farm's facts when
  // these are asked too ("how high up is it, and which animals?"). Animals seen from a room are the rooms' views.
  if (farmAnimalsAskedIn(u.tokens) && !u.products.length && !u.rooms.length && !u.scores.rooms && !u.views.length && !u.features.length) {
    const animals = farmAnimalsText(c.products[lang].list, lang, await tools.settings());
    if (!farmFactAskedIn(u.tokens)) return text(animals);
    const about = await generalFacet({ ...frame, topic: 'facet', intent: 'about' }, A, lang, c, tools, input);
    return { ...about, message: `${about.message} ${animals}` };
  }
  // "can we use a washing machine during our stay?": a thing to use or do that nothing here names, whatever stay is said.
  if (thingToUseAskedIn(u.tokens) && !u.rooms.length && !u.products.length && lacksAsked(u, await search(input, lang, tools, 'unknown'), c)) {
    return notKnown(input, A, lang, tools);
  }
  // "cosa metto nel navigatore?": the address to drive to, the directions' own text.
  if (addressForNavigationAskedIn(u.tokens) && !u.products.length && !u.rooms.length && !travelFrom.length) return text(A.location(await tools.settings()));
  // "could you put a card with our logo in each box?" after gifts: the gift's entry, not the payment's card.
  // A product named is what is given ("wrap the coppa as a present"), not what is asked.
  // Sending products to someone with a note ("to my sister for her birthday, with a card") is that gift too.
  if (((giftCustomAskedIn(u.tokens, prevU?.tokens ?? null) && !u.scores.shipping) || giftNoteSentAskedIn(u.tokens)) && !u.rooms.length && !u.scores.price) {
    const gift = (await tools.searchKnowledge(searchText(`${last} ${GIFT_SEARCH_WORDS}`), lang, 'unknown')).find((h) => !INTENT_TOPICS.has(h.topic) && wordedWith(h, ['regalo', 'gift']));
    return gift ? text(gift.answer) : notKnown(input, A, lang, tools);
  }
  // "do you sell gift vouchers for a stay?": a stay as a present, not the shop's products (gift-stay.ts).
  if (giftOfStayAskedIn(u.tokens) && !u.rooms.length && !u.products.length && !u.scores.book && !u.scores.availability) {
    const voucher = (await search(input, lang, tools, 'unknown')).find((h) => !INTENT_TOPICS.has(h.topic) && wordedWith(h, VOUCHER_WORDS));
    return voucher ? text(voucher.answer) : notKnown(input, A, lang, tools);
  }
  // "siamo una coppia con un bimbo di 2 anni", then "quale camera fa per noi?": the rooms that take them, with a cot.
  // Not when it refers back to what was asked before ("in which rooms is it free?" after a crib asked for).
  const babyParty = frame.topic === 'rooms' && !frame.rooms.length && !REFERS_BACK.some((w) => u.tokens.includes(w)) ? babyPartyForRoomChoice(u, prevU) : null;
  if (babyParty) {
    const fit = babyPartyRooms(babyParty, c.rooms[lang].list, lang);
    return { message: `${fit.message} ${A.askDates}`, type: 'rooms', data: fit.rooms.length ? fit.rooms : c.rooms[lang].list, follow_up: null };
  }
  // "which rooms take a cot?", then "is it free in all of them?": the cot's fee in the rooms the reply named (after
  // an entry that named none, the search carries the cot to that entry).
  const cotReplyRooms = cotFeeAfterCot(u, prevU?.tokens ?? null) ? roomsNamedIn(input, c.rooms[lang].list) : [];
  if (cotReplyRooms.length) {
    const all = c.rooms[lang].list;
    return { message: cotSentences(cotReplyRooms, all, lang), type: 'rooms', data: roomsTakingCot(cotReplyRooms, all), follow_up: null };
  }
  // "una culla nella lavanda?", then "e nell'elicrisio?": the cot of the room swapped in (swapped-subject.ts).
  const cotSwapped = frame.dates ? [] : c.rooms[lang].list.filter((r) => cotOfSwappedRoom(u, prevU).includes(r.id));
  if (cotSwapped.length) return { message: cotSentences(cotSwapped, c.rooms[lang].list, lang), type: 'rooms', data: cotSwapped, follow_up: null };
  // "looking at the Orchidea", then "our girl is 7, can she sleep in there?": that room's extra bed or cot, by age.
  const childRoomLooked = roomLookedAtForChild(u.tokens, u.rooms, frame.rooms, c.rooms[lang].list);
  if (childRoomLooked) {
    const { room, ages } = childRoomLooked;
    return { message: `${childInRoomLookedAtSentences(room, ages, c.rooms[lang].list, lang)} ${A.askDates}`, type: 'rooms', data: [room], follow_up: null };
  }
  // "our kids are 8 and 11", then "can they sleep in our room?": an extra bed each, from the rooms' rows.
  const olderKids = !u.rooms.length && !frame.dates ? olderChildrenInOurRoom(u.tokens, prevU?.tokens ?? null) : null;
  if (olderKids) {
    const beds = olderChildrenSentences(olderKids, c.rooms[lang].list, lang);
    return { message: `${beds.message} ${A.askDates}`, type: 'rooms', data: beds.rooms.length ? beds.rooms : c.rooms[lang].list, follow_up: null };
  }
  const followed = travelFrom.length ? `${last} ${travelFrom.join(' ')}` : followUpQuery(last, frame, u, prev, prevU);
  // "how far is olbia airport?", then "and from the port there? we may come by ferry": the kind asked, of the place
  // said before, when the message says more than its kind's words (followUpQuery carries those).
  const placeOfKind = followed === last && prevU && frame.topic === 'facet' && frame.intent === 'location' ? placeBeforeArrivalKind(u, prevU) : [];
  const query = placeOfKind.length ? `${last} ${placeOfKind.join(' ')}` : followed;
  // The words carried from the message before are what the guest is talking about too.
  const carried = query === last ? [] : query.slice(last.length).trim().split(' ');
  // "is shipping free then?" after "vorrei ordinare tre rigatello": the order of the turn before.
  const orderedBefore = prevU?.products.length && orderingSaidIn(prevU.tokens) ? prevU : null;
  const notNaming = loneEverydayNameWords(u.tokens, aboutProductsIn(u.scores), (a, b) => oneNameHolds(c.names.products, a, b), (w) => c.names.words.includes(w));
  // "until when in the morning?" after the quiet hours: the quiet hours' bound, searched without the morning.
  const searched = carried.length && onlyTimeBoundAskedIn(u.tokens) ? withoutPartsOfDay(query) : query;
  const asked = { ...input, query: searched, said: [...telling(u, 4, []).filter((w) => !carried.length || !timeBoundWordsIn(u.tokens).has(w)), ...carried].filter((w) => !notNaming.includes(w)), thing: askedThing(u.tokens), stayBefore: prevU?.dates ?? null, asking: query === last ? u.asking : null, orderedBefore, notNaming };
  const reply = await answer(frame, u, prev, asked, A, lang, c, tools);
  // "la ricotta quanto si conserva?": the storage the data gives, and the farm to ask for a number of days it lacks.
  const keeping = (frame.topic === 'products' || (frame.topic === 'facet' && frame.intent === 'storage')) && keepingTimeAskedIn(last);
  if (stayBent) return withStayTimeBent(reply, lang, await tools.settings());
  // "is cling film ok for it?": what to wrap it in is the storage entry's, searched with the products' names.
  const storageTurn = frame.topic === 'products' || (frame.topic === 'facet' && frame.intent === 'storage');
  if (storageTurn && wrappingAskedIn(last, frame.intent === 'storage')) {
    const named = c.products[lang].list.filter((p) => frame.products.includes(p.id) || u.products.includes(p.id)).map((p) => p.name);
    const entry = wrappingEntry(await tools.searchKnowledge(searchText(`${last} ${named.join(' ')}`), lang, 'storage'), named);
    if (entry) return { ...reply, message: entry.answer };
  }
  return keeping ? withKeepingDays(reply, lang) : reply;
}

/** A follow-up about what was asked before ("we are flying into cagliari" → "how far is that from your farm?", "how
 * far is the airport in olbia" → "and the ferry port?") is searched with the telling words of the message before
 * that it does not say itself: the place or subject it refers back to. Only between questions of the farm's
 * knowledge or its general texts, and only when the follow-up says nothing beyond its kind's words: one that names
 * a subject of its own ("e quello di cagliari?") is searched as written. */
function followUpQuery(last: string, frame: Frame, u: Understanding, prev: Frame, prevU: Understanding | null): string {
  const knowledgeLike = (f: Frame) => f.topic === 'facet' || f.topic === 'unknown';
  if (!prevU) return last;
  // "can you provide a crib" → "in which rooms is it free of charge": a word referring back ("it", "per lui") in a
  // message whose own reading is soft (the rooms read from "rooms") asks about the subject before.
  const carried = telling(prevU, 4, []).filter((w) => !u.tokens.includes(w));
  if (REFERS_BACK.some((w) => u.tokens.includes(w)) && softDecision(frame, u, prev, true) && carried.length) return `${last} ${carried.join(' ')}`;
  if (!u.followUp || !knowledgeLike(frame) || !knowledgeLike(prev)) return last;
  // "until when in the morning?" after the quiet hours: the message before is the subject, whatever its words' weight.
  if (onlyTimeBoundAskedIn(u.tokens)) return `${last} ${prevU.tokens.filter((w) => !u.tokens.includes(w)).join(' ')}`;
  // "e quello di cagliari?" names its own subject (the farm itself is no subject: "from your farm"); a short "and to
  // San Teodoro?" after the nearest beach asks the same of that place: the word of the kind of place before (one the
  // domain's table knows, "beach", never a name) goes with it.
  const partOfDay = timeBoundWordsIn(u.tokens);
  if (telling(u, 4, [frame.intent]).some((w) => !FARM_NAMES.has(w) && !partOfDay.has(w))) {
    const own = domainWords(last);
    const kind = prevU.tokens.filter((w) => domainWords(w).length && !domainWords(w).some((d) => own.includes(d)));
    return u.tokens.length <= 6 && kind.length ? `${last} ${kind.join(' ')}` : last;
  }
  // "and from olbia port?" after golfo aranci's: the question carried, not the place it swaps.
  const kept = carriedWithoutSwappedPlace(carried, u, prevU);
  return kept.length ? `${last} ${kept.join(' ')}` : last;
}

async function answer(frame: Frame, u: Understanding, prev: Frame, input: EngineInput, A: Answers, lang: Lang, c: Catalogue, tools: Tools): Promise<Reply> {
  // "vorremmo stare tutto febbraio, fate un prezzo?": a long stay's price with no dates is the long stays' entry.
  const askedNow = input.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  // "…saremo lì tardi, è un problema?": the late arrival, whatever journey is told around it (late-told.ts).
  const lateTold = lateArrivalToldIn(u.tokens) ? await arrivalHourReply(u, input, lang, tools) : null;
  if (lateTold) return lateTold;
  if (!frame.dates && (frame.topic === 'price' || frame.intent === 'price') && longStaySaidIn(normalise(askedNow))) {
    const hits = await tools.searchKnowledge(searchText(`${normalise(askedNow)} ${LONG_STAY_SEARCH}`), lang, 'price');
    const entry = hits.slice(0, 3).find((h) => !INTENT_TOPICS.has(h.topic) && wordedWith(h, LONG_STAY_WORDS));
    if (entry) return text(entry.answer);
  }
  // "if my order is only 40 euros do i pay for delivery?": an amount weighed against the shipping fee and its free
  // threshold, which only the settings hold (the shipping text), never an entry worded with paying for an order.
  // Not when products, rooms or a stay are asked: "formaggi sotto i 20 euro" filters on the price.
  // The shipping of an order of the products named (conversation.ts): its fee from their prices, then the general text.
  // Of the order of the turn before when this one names no product; of as many pieces as said of one product.
  // "can you ship to germany? i have a ham in the cart": abroad is the farm's to say (its entry, else the shipping text
  // with the contacts), whatever product would travel.
  // A parcel's day said ("per pasqua") is no stay: still shipping; a follow-up keeps the place before.
  const shipAbroadBefore = input.messages.filter((m) => m.role === 'user').at(-2)?.content;
  const shipAbroadLater = !u.dates && shipAbroadBefore !== undefined && shipAbroadFollowUpIn(u.tokens, tokenize(shipAbroadBefore));
  if (!u.rooms.length && (shipAbroadAskedIn(u.tokens) || shipAbroadLater)) {
    // The follow-up's words say no country: searched as shipping abroad.
    const entry = await specificEntry(shipAbroadLater ? { ...input, query: `${askedNow} spedizione estero abroad` } : input, lang, tools, 'shipping', ['estero', 'abroad']);
    return text(entry?.answer ?? A.shipping(await tools.settings()));
  }
  // A business buying wholesale is the farm's to say; its company invoice the invoice's entry (business-asked.ts).
  if (!u.rooms.length && wholesaleAskedIn(normalise(askedNow))) return text(wholesaleAskFarm(lang));
  if (invoiceAskedIn(normalise(askedNow))) {
    const invoice = (await tools.searchKnowledge(searchText(`${normalise(askedNow)} ${INVOICE_WORDS.join(' ')}`), lang)).find((h) => !INTENT_TOPICS.has(h.topic) && wordedWith(h, INVOICE_WORDS));
    if (invoice) return text(invoice.answer);
  }
  // The parcel's time of products named as sent, before their order's fee (sent-products-time.ts).
  if (frame.topic !== 'stay' && frame.products.length && sentProductsTimeAskedIn(normalise(askedNow))) {
    const delivery = await deliveryTimesEntry(normalise(askedNow), lang, tools, 'shipping') ?? await deliveryTimesEntry('tempi di consegna delivery time', lang, tools, 'shipping');
    if (delivery) return text(delivery.answer);
  }
  // "2 forme di rigatello e 1 caprino, quanto spendo?", "3 of those, total with shipping?": each line's count times its
  // price, added up, and the shipping against its free threshold.
  const lineFact = (id: string): LineFacts | undefined => {
    const f = c.products[lang].facts.get(id);
    const p = c.products[lang].list.find((x) => x.id === id);
    return f && p ? { name: p.name, price: f.price, spicy: f.spicy, smoked: f.smoked } : undefined;
  };
  const lineRead = (t: string) => {
    const r = understand(t, c.names, input.today);
    // "2 forme di pecorino fresco": name words read as a kind and a filter still name the product of the line.
    const byWords = r.products.length || r.productGroup.length ? null : orderedByNameWords(r.tokens, c.names.products);
    return { products: byWords ? [byWords] : r.products, productGroup: r.productGroup, spicy: r.filters.spicy, smoked: r.filters.smoked, plain: r.plain };
  };
  const ofShop = !u.dates && !u.rooms.length && frame.topic !== 'rooms' && frame.topic !== 'stay';
  const saidLines = ofShop ? orderLinesIn(u.tokens, lineRead, lineFact, prev.topic === 'products' ? prev.shown : [], u.products, c.products[lang].list.map((p) => p.id)) : [];
  // "what's my total?" after turns that each took products: the order they make together.
  const lines = saidLines.length || !ofShop || u.products.length ? saidLines : cartOverTurnsLines(u.tokens, input.messages.filter((m) => m.role === 'user').slice(0, -1).map((m) => tokenize(m.content)), lineRead, lineFact);
  // One line of a product named, its shipping asked: that order's fee and the general text (below).
  const oneShipped = lines.length === 1 && frame.topic === 'facet' && frame.intent === 'shipping' && u.products.length === 1;
  const linesTotals = lines.length && !oneShipped ? await tools.orderTotals(lines) : null;
  if (linesTotals) {
    const data = c.products[lang].list.filter((p) => lines.some((l) => l.id === p.id));
    return { message: orderLinesText(lines, lineFact, linesTotals, await tools.settings(), lang), type: 'products', data, follow_up: null };
  }
  const order = frame.topic === 'facet' && frame.intent === 'shipping' ? (u.products.length ? u : input.orderedBefore) : null;
  if (order) {
    const s = await tools.settings();
    // "salsicce normali": of the products a name shares, the plain one.
    const facts = c.products[lang].facts;
    const plain = order.plain ? order.products.filter((id) => !facts.get(id)?.smoked && !facts.get(id)?.spicy) : [];
    const ids = plain.length ? plain : order.products;
    const ordered = c.products[lang].list.filter((p) => ids.includes(p.id));
    const pieces = piecesOrderedIn(order.tokens, ordered.length);
    const totals = await tools.orderTotals(ordered.map((p) => ({ id: p.id, count: pieces })));
    return text(totals ? `${shippingForOrder(ordered, totals, s, lang, pieces)} ${A.shipping(s)}` : A.shipping(s));
  }
  // A cancellation asked at a day or some days before the stay: the share due then, with the terms.
  // Said of no day: cancelling now, of a stay said before to be some days away (or of its dates, when not coming).
  const users = input.messages.filter((m) => m.role === 'user').map((m) => m.content);
  const aheadBefore = users.slice(0, -1).some((m) => daysAheadSaidIn(m) !== null);
  const cancelAheadNow = cancelAheadFollowUp(u, daysAheadSaidIn(users.at(-1) ?? ''), (prev.topic === 'facet' && prev.intent === 'cancellation') || cancellingSaidIn(tokenize(users.at(-2) ?? '')));
  const cancelNow = (days: number | null) => (days === null ? null : { days, day: null });
  const cancelAt = frame.topic === 'facet' && frame.intent === 'cancellation'
    ? (cancelAheadNow ? cancelNow(daysAheadSaidIn(users.at(-1) ?? '')) : null) ?? cancelDaysBefore(u, frame.dates ?? input.stayBefore ?? null) ??
      (aheadBefore || notComingAsked(users.at(-1) ?? '') ? cancelNow(daysToStay(users.slice(0, -1), frame.dates, input.today)) : null) ??
      // "we must cancel, arrival is in 20 days": cancelling now, the days said in the same message.
      (cancellingSaidIn(u.tokens) ? cancelNow(daysAheadSaidIn(users.at(-1) ?? '')) : null)
    : null;
  if (cancelAt) {
    const s = await tools.settings();
    if (s.cancellation_policy) return text(`${cancelShareSentence(cancelAt, await tools.cancellationShare(cancelAt.days), lang)} ${A.cancellation(s)}`);
  }
  const facetLike = frame.topic === 'facet' || frame.topic === 'unknown' || frame.topic === 'price';
  const shippingAsked = (u.scores.shipping ?? 0) >= 3 || (frame.topic === 'facet' && frame.intent === 'shipping');
  if (facetLike && shippingAsked && AMOUNT.test(input.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '')) {
    return text(A.shipping(await tools.settings()));
  }
  // "se ordino oggi quando arriva? è roba fresca", "il pacco in quanto tempo arriva?": a time asked of an order is
  // the delivery time, whatever product words or shipping costs came with it: the entry worded with delivery, if any.
  const lastSaid = normalise(input.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '');
  // "can I pay the courier cash when it comes?": the delivery is when paying, the payment is asked (pay-on-delivery.ts).
  // The entry worded with paying at delivery, else the payment's own text (the delivery's would rank first).
  if (frame.topic === 'facet' && frame.intent === 'payment' && payOnDeliveryAskedIn(lastSaid)) {
    const atDoor = (await tools.searchKnowledge(searchText(`${lastSaid} ${PAY_ON_DELIVERY_SEARCH}`), lang, 'payment'))
      .find((h) => !INTENT_TOPICS.has(h.topic) && wordedWith(h, ['consegna', 'delivery']) && wordedWith(h, ['pagamento', 'payment', 'pagare', 'pay']));
    return atDoor ? text(atDoor.answer) : generalFacet(frame, A, lang, c, tools, input);
  }
  // Feared spoiled by the heat on the way ("col caldo arriva rovinato?") likewise: the delivery's cold chain.
  // "do you ship to rome?", then "how long does it take to arrive?": the entry worded with delivery, searched as a
  // delivery question (what the turns before said, the cheese of a breakfast, is not what is asked).
  if (frame.topic !== 'stay' && !frame.products.length && deliveryTimeAfterShipping(lastSaid, input.messages.filter((m) => m.role === 'user').at(-2)?.content)) {
    const delivery = await deliveryTimesEntry(lastSaid, lang, tools, 'shipping');
    if (delivery) return text(delivery.answer);
  }
  if (frame.topic !== 'stay' && !frame.products.length && deliveryAskedIn(lastSaid)) {
    // Searched as the shipping's, or as no kind: "when will it get to me?" is no way here.
    const orderTopic: Intent = frame.intent === 'shipping' ? 'shipping' : 'unknown';
    // A gift or another subject said beside it ("it's a birthday present") may score above: the entry worded with
    // delivery still answers.
    // Only over a reading of the way here or of nothing: a pickup asked instead of shipping is its own entry.
    // Or over a kind of product ("the cheese, will it arrive by friday?"), "reach me" read as contacting, or the
    // shipping's costs with the heat feared.
    const misread = frame.topic === 'unknown' || (frame.topic === 'facet' && ['location', 'checkin', 'lead', 'contacts'].includes(frame.intent)) ||
      (frame.topic === 'products' && !frame.products.length) || (frame.topic === 'facet' && frame.intent === 'shipping' && heatOnTheWayIn(lastSaid));
    const entry = await specificEntry(input, lang, tools, orderTopic, ['consegna', 'delivery']) ?? (misread
      // Over a kind of product its words dilute the entry's score ("want cheese for a dinner… will it get here in
      // time?"): any hit the search ranks, worded with delivery, answers.
      ? (await search(input, lang, tools, orderTopic)).find((h) => !INTENT_TOPICS.has(h.topic) && h.score >= (frame.topic === 'products' ? 0 : AHEAD_AT) && wordedWith(h, ['consegna', 'delivery']))
      : undefined);
    if (entry) return text(entry.answer);
    // A long message about a party and a kind of product may leave the entry out of the hits: asked as a delivery
    // question, it is found.
    // Else the sentence that asks the time, searched alone.
    // "how long does delivery take?" read as the shipping: its time, not its cost (shipping-time-asked.ts).
    const timeNotCost = frame.topic === 'facet' && frame.intent === 'shipping' && shippingTimeNotCostAskedIn(lastSaid);
    const askingSentence = misread ? deliveryAskingSentence(input.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '') : null;
    const asDelivery = misread || timeNotCost
      ? await deliveryTimesEntry(lastSaid, lang, tools, orderTopic) ?? (askingSentence ? await deliveryTimesEntry(askingSentence, lang, tools, orderTopic) : null)
      : null;
    if (asDelivery) return text(asDelivery.answer);
  }
  // "anything with myrtle in it": a flavour asked of the products is what their rows say, not the room of that plant.
  const flavour = frame.topic !== 'stay' && !frame.products.length && !(u.scores.rooms ?? 0) && !u.features.length && !u.bed ? flavourAskedIn(lastSaid, u.tokens) : null;
  const flavoured = flavour ? productsFlavouredWith([c.products.it.list, c.products.en.list], plantAliases(flavour), processedInAskedIn(lastSaid, u.tokens)) : [];
  // A word many products hold ("crosta", "pork") tells no flavour apart: the products' own reading answers.
  if (flavoured.length && flavoured.length <= 3) return answerProducts(A, c.products[lang], { ...frame, topic: 'products', products: flavoured, filters: {}, group: [] });
  // "a cheese tasting while we're staying, when and how much?": the activity's entry, not the cheeses nor the prices.
  const visitNouns = VISIT_OVER.has(frame.topic) && (!frame.products.length || watchMakingIn(u.tokens)) ? visitNounsIn(u.tokens) : [];
  const visit = visitNouns.length ? await farmVisitEntryOf(input, lang, tools, frame.intent, visitNouns) : null;
  if (visit) return text(visit.answer);
  // A list or a general text chosen on a kind's own single words ("camera", "formaggi", "prezzo") while the message
  // says more ("la connessione internet in camera", "un assaggio dei vostri formaggi") is weaker evidence than an
  // entry standing clearly above the others for the whole message: the entry answers.
  // A cot of the rooms the reply before listed ("which of these have a free cot?"), or of the one named whatever the
  // party: the rows' facts, before any entry worded with cots.
  const replyBefore = input.messages.filter((m) => m.role === 'assistant').at(-1)?.content ?? null;
  const cotBefore = frame.dates ? [] : cotRoomsBefore(u, replyBefore, c.rooms[lang].list);
  if (cotBefore.length) return { message: cotSentences(cotBefore, c.rooms[lang].list, lang), type: 'rooms', data: roomsTakingCot(cotBefore, c.rooms[lang].list), follow_up: null };
  // "rooms have a fridge or minibar?": what the rooms' details say of it, else unknown with the contacts; the storage
  // entries worded with the fridge are about the products.
  if (frame.topic === 'rooms' && !frame.rooms.length && fridgeInRoomAskedIn(u)) {
    const mention = roomsMentioning(c.rooms[lang], u.tokens, u.unfamiliar);
    if (mention.length) return { message: A.roomsMention(mention.map((r) => `${r.name}: ${r.short_description ?? ''}`)), type: 'rooms', data: mention, follow_up: null };
    await tools.recordUnanswered(input.sessionId, users.at(-1) ?? '', lang);
    return text(A.roomDetailUnknown(await tools.settings()));
  }
  const carried = input.said?.filter((w) => !u.tokens.includes(w)) ?? [];
  if (softDecision(frame, u, prev, carried.length > 0)) {
    // The domain's words for what the message says ("a 7 years old": children, extra bed) are said too.
    const said = [...telling(u, 4, [...kindsOf(frame), frame.intent]), ...carried, ...addedSearchWords(input)];
    // On the same scale, the intents' own texts (check-in, house rules…) are entries too: "da che ora possiamo
    // entrare in camera?" is the check-in's text clearly ahead, not the rooms.
    // A product kind said with words only some of its products' descriptions hold ("un salume al mirto", "the
    // cheese with ridges on its rind"): those products, before any entry (a room's plant dropped is such a word).
    const described = describedProducts(frame, u, c, lang);
    // Their weight asked beside ("e quanto pesa il pezzo?"): said after their cards.
    const describedReply = (ids: string[]) => {
      const r = answerProducts(A, c.products[lang], { ...frame, products: ids, filters: {}, group: [] });
      return weightAskedIn(u.tokens) && r.type === 'products' ? { ...r, message: `${r.message} ${weightSentences(r.data as Product[], lang)}` } : r;
    };
    if (frame.filters.category && described.length) return describedReply(described);
    // "a room with a reading corner? I'll be working a lot": the rooms whose details hold it, before an entry worded
    // like the reason given (room-feature-held.ts).
    const featureHeld = frame.topic === 'rooms' && !frame.rooms.length ? roomsHoldingFeatureAsked(u, c.rooms[lang]) : [];
    if (featureHeld.length) return { message: A.roomsMention(featureHeld.map((r) => `${r.name}: ${r.short_description ?? ''}`)), type: 'rooms', data: featureHeld, follow_up: null };
    const all = await search(input, lang, tools, frame.intent);
    const general = clearlyAhead(all, AHEAD_AT);
    if (general && INTENT_TOPICS.has(general.topic) && wordedWith(general, said)) return text(general.answer);
    const entry = await specificEntry(input, lang, tools, frame.intent, said);
    if (entry) return text(entry.answer);
    // "what should i buy for a carbonara": the products whose descriptions say what they are good for.
    // Only with nothing filtered: a filter's own words ("niente vacca") are not a use.
    const mention = described;
    if (mention.length) return describedReply(mention);
    // "accettate i cofanetti smartbox?": the list was read from "regalo"; what is asked is a thing nothing here knows.
    if (frame.topic !== 'rooms' && lacksAsked(u, all, c)) return notKnown(input, A, lang, tools);
  }
  // "how many rooms would we need?" after a party said in an earlier turn: the rooms that party needs.
  const partyBefore = (frame.topic === 'rooms' || frame.intent === 'book') && !frame.guests && !frame.dates && !frame.rooms.length && roomsNeededAskedIn(u.tokens)
    ? partyOfEarlierTurns(users.slice(0, -1).map((m) => c.understood.get(`${input.today}\n${m}`) ?? understand(m, c.names, input.today)))
    : null;
  if (partyBefore) return answerRooms(A, c.rooms[lang], { ...frame, guests: partyBefore }, u, isGroup(c.rooms[lang].list, partyBefore) ? await tools.settings() : null);
  // "max guests in the Elicrisio? we have a toddler too": the room's own figure, then its cot and fee, the child no guest.
  const capacityWithBaby = u.rooms.length && u.features.includes('capacity') && u.infants > 0 && u.guests === null && !frame.dates
    ? c.rooms[lang].list.filter((r) => u.rooms.includes(r.id))
    : [];
  if (capacityWithBaby.length) {
    return { message: `${roomCapacitySentences(capacityWithBaby, lang)} ${cotSentences(capacityWithBaby, c.rooms[lang].list, lang)}`, type: 'rooms', data: capacityWithBaby, follow_up: null };
  }
  // A cot asked of a named room ("a crib in the Elicrisio?", "is there room for a cot in…", "c'è il lettino nella
  // Orchidea?"), with no stay to check: whether it takes one and the fee, from its row, whatever the policy words.
  // Of the one room talked about in the turn before too, naming none ("can our baby sleep there?").
  const cotTalked = frame.dates ? [] : cotRoomTalkedAbout(u, prev);
  const cotNamed = cotTalked.length ? cotTalked : frame.topic === 'rooms' ? frame.rooms : u.rooms;
  const cotRooms = cotTalked.length || (cotAskedIn(u.tokens) && !frame.guests && !frame.dates) ? c.rooms[lang].list.filter((r) => cotNamed.includes(r.id)) : [];
  if (cotRooms.length) return { message: cotSentences(cotRooms, c.rooms[lang].list, lang), type: 'rooms', data: cotRooms, follow_up: null };
  // "2 adults and a baby of 8 months, would the Elicrisio work?": the cot of the room named, the baby no guest.
  const babyRooms = frame.topic === 'rooms' ? babyNamedRooms(u.rooms.length || !partyCorrectionIn(u.tokens) ? u.rooms : frame.rooms, frame, !!frame.dates, c.rooms[lang].list) : [];
  if (babyRooms.length) return { message: `${babyNamedRoomSentences(babyRooms, frame, c.rooms[lang].list, lang)} ${A.askDates}`, type: 'rooms', data: babyRooms, follow_up: null };
  // "do you have a baby bed?", "2 adults and kids aged 5 and 1, one room?": the entry worded with cots when the search
  // puts it first, else the rooms that take the party (a child under three in a cot, the older ones in beds), from
  // their rows, whatever hint word of a policy came with it.
  const roomBefore = (prev.topic === 'rooms' || prev.topic === 'stay') && prev.rooms.length > 0;
  // "il bimbo ha 2 anni, conta come ospite?": the child's place from the rows, over the rules a child's word hints at.
  const childCounted = u.infants > 0 && !u.rooms.length && !frame.dates && !frame.products.length && childCountedAskedIn(u.tokens);
  // "do you have a baby bath?": a thing asked for the baby that is no cot nor bed is that thing, asked below.
  const babyThingAsked = !cotAskedIn(u.tokens) && !babyBedAskedIn(u.tokens) && askedThingWords(u.tokens) !== null;
  if (!babyThingAsked && (childCounted || childPartyAsked(u, frame, roomBefore, cotAskedIn(u.tokens)))) {
    const top = (await search(input, lang, tools, frame.intent))[0];
    if (top && top.score >= COT_ENTRY_AT && cotAskedIn(tokenize(`${top.question} ${top.wordings ?? ''}`))) return text(top.answer);
    const party = { guests: partyWithListedChildren(u.tokens, u.guests ?? frame.guests), infants: Math.max(u.infants, frame.infants) };
    const fit = babyPartyRooms(party, c.rooms[lang].list, lang);
    const beds = extraBedSentence(party, fit.rooms, lang);
    return { message: [childCounted ? childUnderThreeNoGuest(lang) : '', fit.message, beds, A.askDates].filter(Boolean).join(' '), type: 'rooms', data: fit.rooms.length ? fit.rooms : c.rooms[lang].list, follow_up: null };
  }
  switch (frame.topic) {
    case 'products': {
      const shown = answerProducts(A, c.products[lang], frame);
      const few = shown.type === 'products' && shown.data.length >= 1 && shown.data.length <= 3;
      // A weight asked of the products named, or of the one to three a filter shows ("2 of the spicy sausages, how
      // heavy is one?"): their weights beside their cards.
      const weights = (frame.products.length || few) && weightAskedIn(u.tokens) ? weightSentences(shown.data as Product[], lang) : '';
      // Its aging asked ("how long is it aged?"): as the product data words it, beside the months.
      const aging = frame.products.length && u.agingAsked ? agingSentences(shown.data as Product[], lang) : '';
      // How many are left ("quanti ne avete ancora?"): the pieces their rows hold.
      const left = frame.products.length && stockLeftAskedIn(u.tokens) ? stockLeftSentences(shown.data as Product[], lang) : '';
      // What sets two or three named products apart ("che differenza c'è tra…"): their descriptions.
      const apart = frame.products.length >= 2 && differenceAskedIn(u.tokens) ? differenceSentences(shown.data as Product[], lang) : '';
      // What it is made of, with a food the guest avoids ("what's in the sausage? I can't eat garlic"): the listed
      // ingredients of the one to three products shown, and whether that food is among them.
      const shelf = [...c.products.it.list, ...c.products.en.list];
      const inside = few && (ingredientsAskedIn(lastSaid) || listedFoodAskedIn(lastSaid, shelf)) ? ingredientsSentences(shown.data as Product[], lastSaid, lang, shelf) : '';
      // How it is made or why it looks so ("perché ha quelle righe?", "what wine is it marinated in?"): its description.
      const made = few && !apart && (frame.products.length || prev.topic === 'products') && (makingAskedIn(lastSaid) || pairingAskedIn(lastSaid) || characterAskedIn(lastSaid)) ? makingSentences(shown.data as Product[]) : '';
      // What flavours it ("con cosa è aromatizzata?", "what do you marinate it in?"): its listed ingredients too.
      const seasoned = made && !inside && seasoningAskedIn(lastSaid) ? ingredientsSentences(shown.data as Product[], '', lang) : '';
      const milkAsked = 'milkAsked' in u ? (u.milkAsked as Parameters<typeof milkAnswerSentence>[2]) : [];
      const milkOf = milkAsked.length && shown.data.length === 1 ? (shown.data as Product[])[0] : null;
      const milk = milkOf ? milkAnswerSentence(milkOf.name, c.products[lang].facts.get(milkOf.id)?.milk ?? null, milkAsked, lang) : '';
      // "lonza o coppa, non troppo grassa?": the one whose description says that quality.
      const quality = frame.products.length >= 2 ? qualityAskedIn(lastSaid) : null;
      const picked = quality ? qualityPickSentence(shown.data as Product[], quality, lang) : '';
      const more = [picked, milk, apart, weights, aging, left, inside, made, seasoned].filter(Boolean).join(' ');
      return more ? { ...shown, message: `${shown.message} ${more}` } : shown;
    }
    case 'rooms': {
      // "che letto ha la Elicrisio?", "what beds does it have?" after a room: the row's bed type of that room.
      // The one room the reply before named ("the details of these rooms mention it: Orchidea…") is "it" too.
      const bedTypeIds = bedTypeAskedIn(u.tokens, u.bed) && !frame.guests && !u.features.length
        ? bedTypeRooms(u.rooms, u.tokens, u.followUp, prev.rooms.length ? prev.rooms : roomsNamedIn(input, c.rooms[lang].list).map((r) => r.id), prev.topic === 'rooms' || prev.topic === 'stay')
        : [];
      const bedTypeOf = c.rooms[lang].list.filter((r) => bedTypeIds.includes(r.id));
      // A detail asked beside it ("…e com'è arredata?"): the full description too, which holds it.
      const bedAndDetail = roomDetailAskedIn(u.tokens) ? bedTypeOf.map((r) => roomDescribed(r, lang)) : [];
      if (bedTypeOf.length) return { message: [bedTypeSentences(bedTypeOf, lang), ...bedAndDetail].join(' '), type: 'rooms', data: bedTypeOf, follow_up: null };
      // "A che ora è la colazione?": when a room feature happens is not in the room rows; an entry may say it.
      const featuresOnly = u.features.length > 0 && !frame.rooms.length && !u.bed && !frame.guests;
      if (featuresOnly && (u.scores.hours ?? 0) > 0) {
        const entry = await specificEntry(input, lang, tools, frame.intent, null);
        if (entry) return text(entry.answer);
      }
      // "my wife is coeliac, ok for breakfast?": the room rows say breakfast is included, not what a word the
      // assistant has no meaning for asks; the best entry, if worded with that word, does.
      // A view of a named landscape asked of a room ("una camera da cui si vede il mare") is a fact of the room rows:
      // the landscape's entry (the beaches for "mare") is not what is asked, whatever verb of seeing came with it.
      // How many the farm takes is the room rows' too, whatever words came with it ("a family reunion").
      // A month or the heat said with it ("air con? we come in july") is when, not what: not the weather's entry.
      const unfamiliar = beyondWhenComing(u.unfamiliar);
      const heldFeature = frame.rooms.length ? [] : roomsHoldingFeatureAsked(u, c.rooms[lang]);
      if (heldFeature.length) return { message: A.roomsMention(heldFeature.map((r) => `${r.name}: ${r.short_description ?? ''}`)), type: 'rooms', data: heldFeature, follow_up: null };
      if (featuresOnly && !u.rooms.length && unfamiliar.length && !(u.views.length && (u.scores.rooms ?? 0) >= 3) && !u.features.includes('capacity')) {
        const [top] = await search(input, lang, tools, frame.intent);
        // The domain's words for what the message says count as said ("in carrozzina": accessible).
        if (top && top.score >= AHEAD_AT && !INTENT_TOPICS.has(top.topic) && wordedWith(top, [...unfamiliar, ...beyondWhenComing(addedSearchWords(input))])) return text(top.answer);
      }
      // Asked about something the room rows may not hold ("travi a vista", "exposed beams"): the rooms whose
      // details mention it, else the honest "not in the details" with the contact, never every room as if it were.
      // Only when nothing else is asked but, at most, a view of no kind ("a vista" is also "exposed").
      // A feature asked ("quale camera ha…", "which room has…") or a bare view, and nothing else asked.
      const bareView = u.features.length === 1 && u.features[0] === 'view' && u.views.length === 0;
      const asksFeature = bareView || (u.features.length === 0 && (HAS.some((w) => hasPhrase(u.tokens, w)) || roomQualityAskedIn(u.tokens)));
      // How many rooms and their names: every row's name, not the rooms whose details say "name".
      if (!frame.rooms.length && !frame.guests && !u.bed && !u.features.length && roomNamesAskedIn(u.tokens)) {
        return { message: roomNamesSentence(c.rooms[lang].list, lang), type: 'rooms', data: c.rooms[lang].list, follow_up: null };
      }
      if (u.unfamiliar.length && asksFeature && !frame.rooms.length && !frame.guests && !u.bed) {
        const mention = roomsMentioning(c.rooms[lang], u.tokens, u.unfamiliar);
        if (mention.length) return { message: A.roomsMention(mention.map((r) => `${r.name}: ${r.short_description ?? ''}`)), type: 'rooms', data: mention, follow_up: null };
        await tools.recordUnanswered(input.sessionId, input.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '', lang);
        return text(A.roomDetailUnknown(await tools.settings()));
      }
      // A detail the features read coarsely ("a shower or a tub?", "why is it called so?"), or asked of a room pointed
      // at by its details: the named room's full description, which holds it if the data does.
      const detailOnly = u.features.every((f) => f === 'bathroom' || f === 'view') && !u.bed && !frame.guests && (frame.intent !== 'price' || roomIdentifiedIn(u.tokens));
      if (u.rooms.length && u.rooms.length <= 2 && detailOnly && (roomDetailAskedIn(u.tokens) || roomPointedIn(u.tokens) || (u.rooms.length === 1 && roomWordsHeldAsked(u, c.rooms.it.facts.get(u.rooms[0])))) && prev.topic !== 'stay') {
        const named = c.rooms[lang].list.filter((r) => u.rooms.includes(r.id));
        return { message: named.map((r) => roomDescribed(r, lang)).join(' '), type: 'rooms', data: named, follow_up: null };
      }
      // "do the deluxe rooms have a shower or a tub?": each room's sentence of its bathroom (room-feature-held.ts).
      const bathDetail = bathDetailOfRoomsAsked(u, frame.rooms, c.rooms[lang].list);
      if (bathDetail.length && prev.topic !== 'stay') return { message: bathDetailSentences(bathDetail, lang), type: 'rooms', data: bathDetail, follow_up: null };
      // A named room's description asked, and nothing else of it: what its row says, beside its card.
      const onlyDescribed = u.rooms.length > 0 && !u.features.length && !u.bed && !frame.guests && frame.intent !== 'price';
      // "X or Y, what's the difference?": both rows' descriptions, which tell them apart (the cards do not).
      const twoWeighed = u.rooms.length >= 2 && !u.features.length && !u.bed && frame.intent !== 'price' && (differenceAskedIn(u.tokens) || roomsWeighedIn(u.tokens));
      if ((onlyDescribed && describeAskedIn(u.tokens)) || twoWeighed) {
        const named = c.rooms[lang].list.filter((r) => frame.rooms.includes(r.id));
        if (named.length) return { message: named.map((r) => roomDescribed(r, lang)).join(' '), type: 'rooms', data: named, follow_up: null };
      }
      // The most a named room takes: its own figure.
      const capacityOf = u.rooms.length && u.features.includes('capacity') && !frame.guests ? c.rooms[lang].list.filter((r) => u.rooms.includes(r.id)) : [];
      if (capacityOf.length) return { message: roomCapacitySentences(capacityOf, lang), type: 'rooms', data: capacityOf, follow_up: null };
      const group = u.features.includes('capacity') || isGroup(c.rooms[lang].list, frame.guests);
      return answerRooms(A, c.rooms[lang], frame, u, group ? await tools.settings() : null);
    }
    case 'stay':
      return answerStay(A, c.rooms[lang], frame, input.today, tools);
    case 'price':
      return text(A.price(Math.min(...c.rooms[lang].list.map((r) => r.price_from)), Math.max(...c.rooms[lang].list.map((r) => r.price_to))));
    case 'clarify':
      return text(A.clarify(frame.options.map((o) => A.labels[o] ?? o), await tools.settings()));
    case 'unknown':
      return fromKnowledge(input, A, lang, tools, frame.intent);
    case 'facet': {
      // Storage or allergens asked of the products named, or of the one to three the turn before was about ("e a che
      // temperatura lo conservo?"): theirs, not every product's.
      const talkedAbout = u.products.length ? u.products : prev.topic === 'products' && prev.shown.length <= 3 ? prev.shown : [];
      const ofProducts = frame.intent === 'storage' || frame.intent === 'allergens';
      return facet(ofProducts ? { ...frame, products: talkedAbout } : frame, u, A, lang, c, tools, input);
    }
  }
}

/** The words the domain's table adds to the last message for the search (synonyms.ts): what it says, in the
 * entries' own words. */
function addedSearchWords(input: EngineInput): string[] {
  const last = input.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  return searchText(last).slice(last.length).split(' ').filter((w) => w.length >= 4);
}

/** The domain table's words of nearness (synonyms.ts): where, not what. */
const NEARNESS_WORDS = new Set(['dintorni', 'nearby']);
/** The kinds whose general text says no time (what shipping costs, how to pay, the cancellation terms). */
const TIMELESS = new Set<Intent>(['shipping', 'payment', 'cancellation']);
/** The words asking a time ("quando", "when", "how long", "in quanti giorni"), if the message asks one. */
const TIME_ASKED = ['quando', 'when', 'how long', 'quanto tempo', 'quanti giorni', 'how many days', 'tempi'];
function timeAsked(u: Understanding): string[] | null {
  const said = TIME_ASKED.filter((p) => hasPhrase(u.tokens, p)).flatMap((p) => p.split(' '));
  return said.length ? said : null;
}

/** Whether a message says more than its kind's own words ("orari?", "quanto costa la spedizione": no; "mi spedite il
 * formaggio in austria?", "se ordino lunedi quando arriva?": yes). Only then may an entry answer it more exactly than
 * the kind's general text. Directions are asked by place names, which are their kind's words too: always looked up. */
function saysMore(u: Understanding, ...intents: Intent[]): boolean {
  return telling(u, 3, intents).length > 0;
}
/** The words of a message beyond its kinds' own words, function words and words that only judge, of at least `min`
 * letters (a list's "wat", "u" are not what the guest asks about). */
function telling(u: Understanding, min: number, intents: Intent[]): string[] {
  const own = new Set(intents.flatMap((i) => (KEYWORDS[i as keyof typeof KEYWORDS] ?? []).flatMap(([p]) => p.split(' '))));
  return u.tokens.filter((t) => t.length >= min && !/\d/.test(t) && !own.has(t) && !COMMON_WORDS.has(t) && !QUALIFIER_WORDS.has(t));
}
const saysMoreThan = (u: Understanding, min: number, intents: Intent[]) => telling(u, min, intents).length > 0;

const PRODUCT_KINDS: Intent[] = ['products', 'cheese', 'salumi'];
/** The kinds whose words chose a frame's reading. */
function kindsOf(frame: Frame): Intent[] {
  if (frame.topic === 'products') return PRODUCT_KINDS;
  if (frame.topic === 'rooms' || frame.topic === 'price') return ['rooms', 'price'];
  return frame.options;
}

/** Whether the frame's answer rests only on a kind's own words while the message says more, so that an entry
 * clearly matching the whole message answers better: a product list with nothing named or filtered but the milk or
 * the category, the rooms with no room, guests, bed or dates, the general price, a clarifying question. Named
 * things, filters, dates and the turns of a booking are firm and never looked up. */
function softDecision(frame: Frame, u: Understanding, prev: Frame, referredBack = false): boolean {
  // A message referring back to what was said before ("in which rooms is it free?") says more through it.
  const more = (intents: Intent[]) => referredBack || saysMoreThan(u, 4, intents);
  switch (frame.topic) {
    case 'products': {
      const { milk: _m, notMilk: _n, inStock: _s, category: _c, ...telling } = frame.filters;
      // "any of those from cow milk?": a list before, refined.
      const refines = prev.topic === 'products' && (u.followUp || Object.keys(u.filters).length > 0);
      // "how long is your pecorino aged?" asks the products' aging, which their cards say.
      // A milk refused ("nothing that isn't sheep") says what of the products is wanted: firm too.
      const firm = u.products.length > 0 || frame.products.length > 0 || Object.keys(telling).length > 0 || u.rank !== null || refines || u.agingAsked ||
        (frame.filters.notMilk?.length ?? 0) > 0;
      return !firm && more([...PRODUCT_KINDS, frame.intent]);
    }
    case 'rooms':
      // Room features (breakfast, bathroom, view, air conditioning) are facts of the room rows: firm too.
      // The price asked for a month is the stay's ("quanto costa la camera in agosto?"); a month with other words may
      // ask something an entry knows ("in august are the rooms hot?").
      return !u.rooms.length && !frame.rooms.length && u.guests === null && !u.bed && !u.dates && !u.features.length &&
        !(frame.intent === 'price' && u.month !== null) &&
        more(['rooms', frame.intent]);
    case 'price':
      return more(['price', 'rooms']);
    case 'clarify':
      return true;
    default:
      return false;
  }
}

/** A span of time asked back from now: "da quanti anni", "how long have you been", "since when", "generations". */
const HISTORY_ASKED = ['da quanto tempo', 'da quanti anni', 'da quando', 'da quante generazioni', 'generazioni', 'how long have', 'how long has',
  'how many years', 'since when', 'generations', 'how old', 'quanto e antica', 'quanto e vecchia'];
/** Whether the farm's story is asked: the farm or its family and how long it has been going, and nothing else. */
function farmHistoryAsked(u: Understanding): boolean {
  const others = (Object.keys(u.scores) as Intent[]).filter((i) => !['about', 'greeting', 'thanks'].includes(i));
  return !others.length && HISTORY_ASKED.some((p) => hasPhrase(u.tokens, p));
}

async function facet(frame: Frame, u: Understanding, A: Answers, lang: Lang, c: Catalogue, tools: Tools, input: EngineInput): Promise<Reply> {
  // "how long has the family been at it?": the farm's own text says since when; "family" is then no family's stay.
  if (frame.intent === 'about' && (farmHistoryAsked(u) || farmFactAskedIn(u.tokens))) return generalFacet(frame, A, lang, c, tools, input);
  // "music on the terrace until midnight", "a curfew? we play cards till late": the quiet hours, else the house rules.
  if (frame.intent === 'rules' && lateEveningAskedIn(u.tokens)) {
    // Searched with the quiet hours' own words too: a party saying it is loud and stays up late names no rule.
    const quiet = quietHoursAnswer(await search({ ...input, query: `${input.query ?? input.messages.filter((m) => m.role === 'user').at(-1)?.content ?? ''} ${QUIET_HOURS_SEARCH_WORDS}` }, lang, tools, 'rules'), (t) => INTENT_TOPICS.has(t));
    if (quiet.entry) return text(quiet.entry.answer);
    // Entries that disagree: none is picked, as for a question read as nothing; else the house rules' text.
    return quiet.disagree ? fromKnowledge(input, A, lang, tools, frame.intent) : generalFacet(frame, A, lang, c, tools, input);
  }
  // "can I smoke in the room if I open the window?": the rule's own entry, searched without the guest's condition.
  const ruleAsked = input.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  // "the smoke is permitted into the room?": a rule asked as allowed is its own entry's question too.
  const rule = frame.intent === 'rules' ? ruleWithoutCondition(ruleAsked) ?? ruleAskedAsPermission(ruleAsked) ?? petRuleAsked(ruleAsked) : null;
  if (rule) {
    const hits = await tools.searchKnowledge(searchText(rule.query), lang, 'rules');
    const own = hits.slice(0, 3).find((h) => !INTENT_TOPICS.has(h.topic) && h.score >= AHEAD_AT && wordedWith(h, rule.ruleWords));
    // "i bambini in piscina se li accompagniamo?": a thing no entry names is asked, not the rule's entry.
    if (own && !lacksAsked(u, hits, c)) return text(own.answer);
  }
  // The rule asked with the guest's reason apart ("…? d'inverno fuori fa freddo"): no entry of the reason answers it.
  const ruleSentence = frame.intent === 'rules' ? ruleSentenceOf(ruleAsked) : ruleAsked;
  if (ruleSentence !== ruleAsked) {
    const words = ruleWordsIn(ruleSentence);
    const hits = await tools.searchKnowledge(searchText(`${normalise(ruleSentence)} ${words.join(' ')}`), lang, 'rules');
    const own = hits.slice(0, 3).find((h) => !INTENT_TOPICS.has(h.topic) && h.score >= AHEAD_AT && wordedWith(h, words));
    // "kids at the pool? it's hot": a thing no entry names is asked in the rule's sentence, not the rule's entry.
    if (!askedThingUnknown(tokenize(ruleSentence), hits, (w) => c.names.words.includes(w))) {
      return own ? text(own.answer) : generalFacet(frame, A, lang, c, tools, { ...input, query: ruleSentence });
    }
  }
  // "arriviamo tipo alle 22", "check in around 1pm? then the beach": the check-in's hours, or the late arrival's entry.
  if (frame.intent === 'checkin') {
    const arrival = await arrivalHourReply(u, input, lang, tools);
    if (arrival) return arrival;
  }
  // "whats the latest we can check out", "fino a che ora il check in la sera?": the check-in's text says it, not the
  // late arrival's entry nor the quiet hours'.
  // "what time can we get in on friday?": the guest's own hour asked with a day; the day is when, not a day's entry (the
  // shipping's "friday").
  const stayHourOnADay = frame.intent === 'checkin' && stayHourAskedIn(u.tokens) && dayNamedIn(u.tokens);
  // "fino a che ora possiamo arrivare?": the window's end, in the check-in's text (arrival-until.ts).
  const arrivalUntil = frame.intent === 'checkin' && arrivalUntilAskedIn(u.tokens);
  if (checkOutAskedWith(frame, u) || checkinTimeNamedWith(frame, u) || stayHourOnADay || arrivalUntil) return generalFacet(frame, A, lang, c, tools, input);
  // "can we buy cheese at the shop on sunday?": whether it is open that day, the hours' text, not the errands' entry.
  if (frame.intent === 'hours' && shopBuyingOnADayIn(u.tokens)) return generalFacet(frame, A, lang, c, tools, input);
  // "open over christmas?": the weekly hours, and the farm to ask for the holiday (holiday-opening.ts).
  if (frame.intent === 'hours' && holidayNamedIn(normalise(input.messages.filter((m) => m.role === 'user').at(-1)?.content ?? ''))) {
    const hours = await generalFacet(frame, A, lang, c, tools, input);
    return text(`${hours.message} ${holidayOpeningSentence(await tools.settings(), lang)}`);
  }
  // "is there a link to your booking policy?": the cancellation's text gives the page; a link is no thing the farm lacks.
  if (frame.intent === 'cancellation' && termsPageAskedIn(u.tokens)) return generalFacet(frame, A, lang, c, tools, input);
  // A fixed general text (house rules, check-in, directions…) answers the kind of question; an entry that matches
  // the message itself answers it better ("can we smoke on the terrace", "arriviamo alle 22").
  // Both asked at once, so the reply waits for one round trip, not two.
  if (GENERAL_TEXTS.has(frame.intent) && (frame.intent === 'location' || saysMore(u, frame.intent))) {
    // Below the bar of a specific answer, an entry clearly ahead of the others still answers when the kind was read
    // from one hint word (weight 3 or less: "paga", "aeroporto"), not from a phrase or a word that says it alone.
    // Directions are asked with a place's name ("flights into alghero, a long drive?"): an entry worded with the
    // place the message names is more exact than the general way here, however many travel words came with it.
    // "quando arriva il pacco?", "when do you ship": a time asked of a kind whose general text says no time (what
    // shipping costs): an entry clearly ahead worded with the asking word ("quando arriva il mio ordine") answers.
    const hinted = (u.scores[frame.intent] ?? 0) <= 3 || frame.intent === 'location' ? telling(u, 3, [frame.intent]) : TIMELESS.has(frame.intent) ? timeAsked(u) : null;
    // The domain's words for what the message says count as said ("senza disturbare": the quiet hours; "passo io a
    // prenderli" beside the shipping: the pickup), as they do for a soft reading.
    const domainSaid = addedSearchWords(input).filter((w) => !NEARNESS_WORDS.has(w));
    // The kind of place carried from the turn before ("quanto dista il porto?", then "sbarchiamo a olbia") is said too.
    const placeCarried = frame.intent === 'location' ? (input.said ?? []).filter((w) => !u.tokens.includes(w)) : [];
    const oneHint = hinted || domainSaid.length || placeCarried.length ? [...(hinted ?? []), ...domainSaid, ...placeCarried] : null;
    const [entry, general] = await Promise.all([specificEntry(input, lang, tools, frame.intent, oneHint), generalFacet(frame, A, lang, c, tools, input)]);
    // "avete la piscina per i bambini?": the rules were read from "bambini"; the pool is what is asked, and unknown.
    // A thing said with its kind is so before an entry worded with the thing alone: "fate gite a cavallo?" is not
    // the villages' "gite nei dintorni".
    const hits = await search(input, lang, tools, frame.intent);
    const lastAsked = input.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
    // "quanto ci vuole per arrivare a Tempio?": the entry worded with the place named; the way asked after the guest's
    // situation ("abbiamo due bimbi… il mare quanto è lontano?"): its own sentence searched too (place-named-way.ts).
    const placeEntry = frame.intent === 'location' ? await entryOfPlaceNamedOrAlone(entry, hits, placesNamedIn(u), (t) => INTENT_TOPICS.has(t), AHEAD_AT, (w) => tools.searchKnowledge(searchText(w), lang, frame.intent)) : entry;
    const wayAlone = !placeEntry && frame.intent === 'location' && input.asking && input.asking.text !== lastAsked;
    // "da voi il mare quanto è lontano?" amid a trip's words: the sea is what is measured (sea-distance.ts).
    const seaEntry = frame.intent === 'location' ? await seaEntryOfDistance(lastAsked, hits, (t) => INTENT_TOPICS.has(t), AHEAD_AT, (w) => tools.searchKnowledge(searchText(w), lang, frame.intent)) : null;
    const found = seaEntry ?? (wayAlone ? await specificEntry({ ...input, query: input.asking!.text }, lang, tools, frame.intent, [...(oneHint ?? []), ...input.asking!.words]) : placeEntry);
    // "c'è una piscina per i bimbi?": an entry found by who the thing is for ("bimbi": the cots) is no answer when no
    // entry is worded with the thing itself.
    if (found && (askedThingWords(u.tokens)?.length === 2 || thingForSomeoneAskedIn(u.tokens) || thingInVillageAskedIn(u.tokens)) && lacksAsked(u, [...hits, found], c)) return notKnown(input, A, lang, tools);
    // The way here asked with a late hour: the late arrival's entry too.
    const late = (r: Reply) => (frame.intent === 'location' ? withLateArrival(r, lastAsked, hits, (t) => INTENT_TOPICS.has(t)) : r);
    if (found) return late(text(found.answer));
    if (lacksAsked(u, hits, c)) return notKnown(input, A, lang, tools);
    // "Can I charge my electric car at the farm?": the farm named, with words the assistant has no meaning for and
    // no entry for them; the farm's general description would not answer it.
    // Only when the farm is merely named: "how high up is the farm, altitude?" asks what the description says.
    const farmNamedOnly = !KEYWORDS.about.some(([p]) => !FARM_NAMES.has(p) && hasPhrase(u.tokens, p));
    // "can we go horse riding from the farm?": an activity asked there is no more the description.
    if (frame.intent === 'about' && farmNamedOnly && (u.unfamiliar.length || activityNamedIn(u.tokens))) return fromKnowledge(input, A, lang, tools, frame.intent);
    return late(general);
  }
  // "vegani tutti e due, cosa ci preparate la mattina?": a diet said with the farm's meals is the stay's food, which an
  // entry may answer, not the products' allergens.
  if (frame.intent === 'allergens' && dietWithMealSaid(normalise(input.messages.filter((m) => m.role === 'user').at(-1)?.content ?? ''))) {
    const entry = await specificEntry(input, lang, tools, frame.intent, addedSearchWords(input));
    if (entry) return text(entry.answer);
  }
  // "mi richiamate? qual è il vostro numero?": the farm's own number is asked too; the contacts answer both (they
  // offer the callback as well), and the lead is taken when the guest writes their details.
  if (frame.intent === 'lead' && (u.scores.contacts ?? 0) >= 3 && FARM_OWN.some((w) => u.tokens.includes(w))) {
    return text(A.contacts(await tools.settings()));
  }
  return generalFacet(frame, A, lang, c, tools, input);
}

async function generalFacet(frame: Frame, A: Answers, lang: Lang, c: Catalogue, tools: Tools, input: EngineInput): Promise<Reply> {
  switch (frame.intent) {
    case 'greeting':
      return text(A.greeting, A.greetingFollowUp);
    case 'thanks':
      return text(A.thanks);
    case 'about':
    case 'hours':
    case 'checkin':
    case 'rules':
    case 'payment': {
      // The farm's own texts live in the knowledge base, where staff change them; the search of the message returns
      // the intent's entry too (one round trip).
      const entry = (await search(input, lang, tools, frame.intent)).find((h) => h.topic === frame.intent);
      if (entry) return text(entry.answer, frame.intent === 'about' ? A.aboutFollowUp : null);
      return fromKnowledge(input, A, lang, tools, frame.intent);
    }
    case 'location':
      return text(A.location(await tools.settings()));
    case 'contacts':
      return text(A.contacts(await tools.settings()));
    case 'cancellation':
      return text(A.cancellation(await tools.settings()));
    case 'shipping': {
      // Its time asked, not its cost: the entry worded with delivery (shipping-time-asked.ts).
      const said = normalise(input.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '');
      const delivery = shippingTimeNotCostAskedIn(said) ? await deliveryTimesEntry(said, lang, tools, 'shipping') : null;
      return text(delivery?.answer ?? A.shipping(await tools.settings()));
    }
    case 'storage':
    case 'allergens':
      return answerProducts(A, c.products[lang], { ...frame, filters: {}, group: [] });
    case 'lookup':
      return text(A.lookupAsk);
    case 'lead':
      return text(`${A.leadAsk} ${A.leadOrCall(await tools.settings())}`);
    default:
      return fromKnowledge(input, A, lang, tools, frame.intent);
  }
}

/** At or above this score an entry is specific enough to answer instead of a general reply, when it is also clearly
 * ahead of the other specific entries and the general text's own entry (house rules, check-in…) does not match as
 * well: most of the question's telling words (names tell most) are in its wordings. */
const SPECIFIC_AT = 0.5;
const SPECIFIC_LEAD = 0.1;
/** Below SPECIFIC_AT, an entry standing clearly above the others (knowledge.ts `clearlyAhead`) from this score. */
const AHEAD_AT = 0.3;
const GENERAL_TEXTS = new Set<string>(['about', 'hours', 'checkin', 'rules', 'payment', 'location', 'shipping', 'cancellation']);
/** Entries with the engine's own fixed texts (topic = an intent: 'checkin', 'rules'…) are general answers too. */
const INTENT_TOPICS = new Set(Object.keys(KEYWORDS));

/** The knowledge entry that answers the last message more exactly than a general reply would: it alone matches
 * clearly (pickKnowledge) and strongly, among the entries that are not themselves an intent's general text. */
async function specificEntry(input: EngineInput, lang: Lang, tools: Tools, topic: Intent, said: string[] | null): Promise<KnowledgeHit | null> {
  const all = await search(input, lang, tools, topic);
  const general = Math.max(0, ...all.filter((h) => INTENT_TOPICS.has(h.topic)).map((h) => h.score));
  const specific = all.filter((h) => !INTENT_TOPICS.has(h.topic));
  const [top, next] = specific;
  if (!top || top.score <= general) return null;
  if (top.score >= SPECIFIC_AT && (!next || top.score - next.score >= SPECIFIC_LEAD)) return top;
  // Clearly ahead but weak: only if worded with what the message says beyond the words of the engine's own reading
  // (a shared "pacco" does not make "mi arriva un pacco in Svizzera?" the gift entry).
  const ahead = said?.length ? clearlyAhead(specific, AHEAD_AT) : null;
  return ahead && wordedWith(ahead, said!) ? ahead : null;
}

/** An hour of arrival said with the check-in (arrival-hour.ts): after the window read from the check-in's text, or
 * arriving late said, the late arrival's entry; else the check-in's text, whatever the journey or plans around it. */
async function arrivalHourReply(u: Understanding, input: EngineInput, lang: Lang, tools: Tools): Promise<Reply | null> {
  const hits = await search(input, lang, tools, 'checkin');
  const general = hits.find((h) => h.topic === 'checkin');
  const lastSaid = normalise(input.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '');
  const window = general ? checkinWindowIn(general.answer) : null;
  // "arriviamo col traghetto alle 21", then "facciamo in tempo per il check in?": the hour said the turn before.
  const asked = arrivalAskedIn(u.tokens, lastSaid, window) ?? arrivalHourBeforeAsked(u.tokens, input.messages, window);
  if (!asked) return null;
  const isGeneral = (t: string) => INTENT_TOPICS.has(t);
  // Not asked in so many words ("arriviamo alle 23"), the hour may come with another question an entry answers
  // ("c'è parcheggio?").
  const [top, next] = hits.filter((h) => !isGeneral(h.topic));
  const otherAnswers = top && top.score >= SPECIFIC_AT && (!next || top.score - next.score >= SPECIFIC_LEAD) && !wordedWith(top, ['tardi', 'late']);
  if (!checkinAskedIn(u.tokens) && !lateArrivalToldIn(u.tokens) && otherAnswers) return null;
  if (asked === 'late') {
    // Not among the message's own hits ("turn up at like 9.30pm" says no lateness): looked up by what it is.
    const late = lateArrivalEntry(hits, isGeneral) ?? lateArrivalEntry(await tools.searchKnowledge(searchText('arrivo tardi late arrival'), lang, 'checkin'), isGeneral);
    // "…and leave around noon?": the check-out's hour too, in the check-in's text.
    if (late) return text(general && leavingAlsoSaidIn(u.tokens) && !late.answer.includes(general.answer) ? `${late.answer} ${general.answer}` : late.answer);
  }
  return general ? text(general.answer) : null;
}

/** The knowledge search of the last message, once per reply (forOneReply), with the entry of the intent read
 * (an intent's general text) in the same call. */
/** The entry worded with delivery, searched with the guest's words as a delivery question. */
async function deliveryTimesEntry(said: string, lang: Lang, tools: Tools, topic: Intent): Promise<KnowledgeHit | null> {
  const hits = await tools.searchKnowledge(searchText(`${said} consegna delivery`), lang, topic);
  return hits.find((h) => !INTENT_TOPICS.has(h.topic) && wordedWith(h, ['consegna', 'delivery'])) ?? null;
}

/** The farm visit's entry for the message; a long message whose other words dilute it below the entry's score is
 * searched by the activity said alone ("…a cheese and salami tasting during our april stay, how does that work?"). */
async function farmVisitEntryOf(input: EngineInput, lang: Lang, tools: Tools, topic: Intent, nouns: string[]): Promise<KnowledgeHit | null> {
  const general = (t: string) => INTENT_TOPICS.has(t);
  return farmVisitEntry(await search(input, lang, tools, topic), nouns, general) ??
    farmVisitEntry(await tools.searchKnowledge(searchText(nouns.join(' ')), lang, topic), nouns, general);
}

function search(input: EngineInput, lang: Lang, tools: Tools, topic: Intent): Promise<KnowledgeHit[]> {
  const last = input.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  const asked = input.notNaming?.length ? normalise(input.query ?? last).replace(new RegExp(`\\b(?:${input.notNaming.join('|')})\\b`, 'g'), ' ') : input.query ?? last;
  return tools.searchKnowledge(searchText(asked), lang, topic);
}

/** What the understanding step could not place: a staff-taught entry if one matches clearly, a choice of the
 * close ones ("Did you mean…?", each sends its question when tapped), else the honest "I do not know", and the
 * question goes to the staff's unanswered queue. */
async function fromKnowledge(input: EngineInput, A: Answers, lang: Lang, tools: Tools, topic: Intent): Promise<Reply> {
  const hits = await search(input, lang, tools, topic);
  const pick = pickKnowledge(hits);
  // "c'è una farmacia in paese?": the villages found by "paese" say nothing of the thing asked (thing-in-village.ts).
  const lastTokens = tokenize(input.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '');
  if (pick.kind === 'answer' && villageEntryMissesThing(lastTokens, pick.hit)) return notKnown(input, A, lang, tools);
  if (pick.kind === 'answer') return text(pick.hit.answer);
  const sea = await seaEntryOfDistance(input.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '', hits, (t) => INTENT_TOPICS.has(t), AHEAD_AT, (w) => tools.searchKnowledge(searchText(w), lang, topic));
  if (sea) return text(sea.answer);
  // "we'd love to bring our labrador Bruno, is that ok?": a pet said by its breed, among many other words, is the
  // pets' entry, looked up by what it is.
  if (petBreedSaidIn(normalise(input.messages.filter((m) => m.role === 'user').at(-1)?.content ?? ''))) {
    const pets = (await tools.searchKnowledge(searchText('animali pets'), lang, topic)).find((h) => !INTENT_TOPICS.has(h.topic) && wordedWith(h, ['animali', 'pets']));
    if (pets) return text(pets.answer);
  }
  // With no reading of its own, a weak entry clearly ahead answers only if worded with more than half of what the guest said
  // ("in che mese conviene venire…": the season's entry), not with one word of it ("che tempo fa in spiaggia").
  // The domain's words for what the message says count as said ("the calmest weeks": the best season), but not
  // those of nearness, which say where a thing is asked, not what ("a cavallo nei dintorni" is not the villages).
  const ahead = clearlyAhead(hits, AHEAD_AT);
  const domain = addedSearchWords(input).filter((w) => !NEARNESS_WORDS.has(w));
  if (ahead && input.said?.length && wordedShare(ahead, [...input.said, ...domain]) > 0.5) return text(ahead.answer);
  // "travelling with an 8 month old, can you provide a crib": the thing asked for is what the message is about; an
  // entry clearly ahead worded with it answers, whatever else the guest said around it.
  if (ahead && input.thing && wordedWith(ahead, [input.thing])) return text(ahead.answer);
  // "music outside late at night": the house rules and the quiet hours close, both giving 23:00: the specific one.
  const agreeing = agreeingSpecificEntry(hits, AHEAD_AT, [...(input.said ?? []), ...domain], (h) => INTENT_TOPICS.has(h.topic));
  if (agreeing) return text(agreeing.answer);
  // "Buongiorno, sono la nonna… Il mare e vicino? Grazie mille": the sentence that asks, searched alone.
  // The domain's words of the whole message go with it: "we love old towns… what's worth a visit?" asks of the villages.
  const fromAsking = input.asking ? await askingEntry(input.asking, lang, tools, topic, domain) : null;
  if (fromAsking) return text(fromAsking.answer);
  const sights = await sightsEntryOf(input.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '', (q) => tools.searchKnowledge(q, lang, topic), (t) => INTENT_TOPICS.has(t));
  if (sights) return text(sights.answer);
  if (pick.kind === 'choices') {
    const data = pick.hits.map((h) => ({ id: h.id, question: h.question }));
    return { message: A.didYouMean, type: 'choices', data, follow_up: A.didYouMeanFollowUp(await tools.settings()) };
  }
  return notKnown(input, A, lang, tools);
}

/** The entry that answers the sentences that ask, searched without the greeting and thanks around them, else with the
 * domain's words for what the whole message is about: a clear match, or one clearly ahead worded with more than half
 * of what they say (with the domain's words for it). */
async function askingEntry(asking: NonNullable<Understanding['asking']>, lang: Lang, tools: Tools, topic: Intent, around: string[]): Promise<KnowledgeHit | null> {
  const own = searchText(asking.text);
  const kinds = around.filter((w) => !own.split(' ').includes(w));
  for (const query of kinds.length ? [own, `${own} ${kinds.join(' ')}`] : [own]) {
    const hits = await tools.searchKnowledge(query, lang, topic);
    const pick = pickKnowledge(hits);
    if (pick.kind === 'answer') return pick.hit;
    const ahead = clearlyAhead(hits, SPECIFIC_AT);
    if (ahead && wordedShare(ahead, [...asking.words, ...domainWords(asking.text), ...(query === own ? [] : kinds)]) > 0.5) return ahead;
  }
  return null;
}

/** Whether the message asks if the farm has a thing that neither the catalogue nor any entry it matched names. */
function lacksAsked(u: Understanding, hits: KnowledgeHit[], c: Catalogue): boolean {
  return askedThingUnknown(u.tokens, hits, (w) => c.names.words.includes(w));
}

/** The honest "I do not know" with the contacts; the question goes to the staff's unanswered queue. */
async function notKnown(input: EngineInput, A: Answers, lang: Lang, tools: Tools): Promise<Reply> {
  const last = input.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
  await tools.recordUnanswered(input.sessionId, last, lang);
  return text(A.unknown(await tools.settings()), A.unknownFollowUp);
}

// Labels a visitor may put before a detail ("tel: 333…", "e-mail: …"): not part of what they asked for.
const DETAIL_LABELS = /\b(?:e-?mail|mail|tel(?:efono)?|phone|cell(?:ulare)?|mobile|nome|name|numero|number)\b\s*:?/gi;

/** Name, e-mail and phone from the message with the details; what is left of it is the request, else the
 * earlier message that asked to be contacted. */
function leadFrom(details: string, request: string | null): Lead {
  const email = findEmail(details);
  const phone = findPhoneMatch(details);
  const name = findName(details);
  let rest = withoutEmails(details);
  if (phone) rest = rest.replace(phone.written, ' ');
  if (name) rest = rest.replace(name, ' ');
  rest = rest.replace(DETAIL_LABELS, ' ').replace(/[\s,;:.]+/g, ' ').trim();
  const said = /\p{L}{3}/u.test(rest) ? rest : null;
  return { name, email, phone: phone?.phone ?? null, interest: said ?? request };
}

async function lookup(A: Answers, tools: Tools, reference: string, email: string): Promise<Reply> {
  const booking = await tools.findBooking(reference, email);
  if (!booking) return text(A.lookupNotFound(await tools.settings()));
  return { message: A.lookupFound(booking), type: 'text', data: [booking], follow_up: A.lookupFoundFollowUp };
}



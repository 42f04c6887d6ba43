// The built-in assistant's English texts: the same keys and facts as answers-it.ts.
import { eur } from './money.ts';
import type { Answers } from './answers-it.ts';
import type { ProductLine, Settings, StayDatesText } from './answers-types.ts';

// One formatter per isolate: building one per price kept memory outside the JS heap growing under load.
const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const contacts = (s: Settings) =>
  `phone ${s.contact_phone}${s.whatsapp ? ` (WhatsApp ${s.whatsapp})` : ''}, e-mail ${s.contact_email}`;
const list = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
const MILK: Record<string, string> = { pecora: 'sheep', capra: 'goat', vacca: 'cow' };
const months = (n: number) => (n === 1 ? '1 month' : `${n} months`);
const nights = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`;

export const en: Answers = {
  greeting: 'Hi! I am the farm’s virtual assistant. I can help with our cheeses and cured meats, the rooms, bookings and everything about the farm. How can I help?',
  greetingFollowUp: 'Try asking: “Which cheeses do you have?” or “Free rooms from 12 to 14 August?”',
  thanks: 'You are welcome! I am here if you need anything else.',
  aboutFollowUp: 'Would you like to see our products or the rooms?',
  location: (s) =>
    `You will find us in Gallura, 25 km from Olbia at 700 m above sea level${s.address ? ` (${s.address})` : ''}. From Olbia (port and airport) it is about 30-35 minutes by car: we recommend driving, and letting us know if you arrive late.`,
  contacts: (s) =>
    `You can reach us by ${contacts(s)}. We are open Monday to Saturday 08:30-13:00. If you prefer, leave me your name and contact details and we will get back to you.`,
  cancellation: ({ cancellation_policy: p }: Settings) =>
    p
      ? `Free cancellation more than ${p.free_over_days} days before check-in, with a full refund; between ${p.free_over_days} and ${p.partial_from_days} days, ${p.partial_percent}% of the total is charged to the guarantee card; within ${p.partial_from_days} days or if you do not show up, 100% is charged, no refund. This applies to all payment methods. Details at /booking-policy#cancellation`
      : 'The cancellation terms, the same for every payment method, are at /booking-policy#cancellation',
  shipping: (s) =>
    `We ship our products all over Italy by refrigerated courier, in insulated packaging. Shipping costs ${eur(s.shipping_fee)} and is free for orders of ${eur(s.free_shipping_threshold)} or more. For shipping abroad please contact us: ${contacts(s)}.`,
  storage:
    'Keep cheeses and cured meats in the fridge, at the temperature on each product’s card, wrapped in their paper or a cloth, away from strong-smelling food. Take them out half an hour before serving for the best taste.',
  products: (n) => `Here are our products (${n}). Tap a card for details or to add it to the cart.`,
  cheese: (n) => `Here are our cheeses (${n}), with price and stock. Tap a card for details or to add it to the cart.`,
  salumi: (n) => `Here are our cured meats (${n}), with price and stock. Tap a card for details or to add it to the cart.`,
  productNamed: (names) => `Here is ${names}: price, stock and details are on the card.`,
  productsFollowUp: 'Free shipping above the threshold shown in the cart. Would you like to know how to store them?',
  outOfStock: (names) => `Currently sold out: ${names}.`,
  noProducts: 'I have no products to show right now. Please try again later or contact us.',
  rooms: (n, from, guests) =>
    `We have ${n} rooms with a countryside view, up to ${guests} guests per room, from ${eur(from)} per night. Tap a room for details or to book it.`,
  roomNamed: (names) => `Here is ${names}. Tap the card for details or to book it.`,
  askDates: 'For which dates? Write for example “from 12 to 14 August” or “12/08 - 14/08” and I will check the free rooms right away.',
  available: (d, n) =>
    `From ${day(d.checkIn)} to ${day(d.checkOut)} (${nights(d.nights)}) ${n === 1 ? '1 room is available' : `${n} rooms are available`}.`,
  availableFollowUp: 'Would you like to book? Tap “Book now” on the room you prefer.',
  noneAvailable: (d) =>
    `Sorry, from ${day(d.checkIn)} to ${day(d.checkOut)} no rooms are available. Would you like to try other dates?`,
  noneFits: (d, names) =>
    `Sorry, from ${day(d.checkIn)} to ${day(d.checkOut)} no free room has everything you asked for. Free those nights, without all of it: ${list(names)}.`,
  roomUnavailable: (room, d) => `Sorry, ${room} is not available from ${day(d.checkIn)} to ${day(d.checkOut)}.`,
  book: 'Great, let’s book! Choose the room and I will guide you step by step.',
  bookRoom: (room) => `Great, let’s book ${room}! I will guide you step by step: choose the dates.`,
  bookRoomDates: (room, d) =>
    `${room} is available from ${day(d.checkIn)} to ${day(d.checkOut)} (${nights(d.nights)}): I will guide you through the booking.`,
  bookDates: (d, n) =>
    `From ${day(d.checkIn)} to ${day(d.checkOut)} (${nights(d.nights)}) ${n === 1 ? '1 room is available' : `${n} rooms are available`}: choose one and I will guide you through the booking.`,
  price: (from, to) =>
    `Rooms cost ${from < to ? `from ${eur(from)} to ${eur(to)} per night, by room and season` : `${eur(from)} per night`}. Product prices are on the cards: ask me for “cheeses” or “cured meats”.`,
  lookupAsk: 'To find your booking I need the reference (for example TS-ABC123) and the e-mail used to book.',
  lookupMissingEmail: 'Thanks! Now write the e-mail used for the booking.',
  lookupMissingReference: 'Thanks! Now write the booking reference (for example TS-ABC123).',
  lookupNotFound: (s) =>
    `I could not find a booking with this reference and e-mail. Please check them and try again, or contact us: ${contacts(s)}.`,
  lookupFound: (b) =>
    `I found booking ${b.reference} for ${b.first_name}: from ${day(b.check_in)} to ${day(b.check_out)} (${nights(b.nights)}), ${b.rooms.map((r) => `${r.name} (${r.guests} ${r.guests === 1 ? 'guest' : 'guests'})`).join(', ')}, total ${eur(b.total_price)}. Status: ${b.booking_status === 'cancelled' ? 'cancelled' : 'confirmed'}.`,
  lookupFoundFollowUp: 'To cancel or change the booking read /booking-policy#cancellation or contact us.',
  leadAsk: 'Happy to get back to you! Write your name, e-mail, phone and what you are interested in, in one message.',
  leadOrCall: (s) => `If you prefer, call us yourself: ${contacts(s)}.`,
  leadMissing: 'I need at least an e-mail or a phone number to contact you. Could you write it?',
  leadConsent: (l) =>
    `Thank you${l.name ? ` ${l.name}` : ''}! Do you consent to the processing of your data (${[l.email, l.phone].filter(Boolean).join(', ')}) only to be contacted? Answer yes or no. Privacy notice at /privacy-policy`,
  leadSaved: 'Done, we have your request: we will contact you as soon as possible.',
  leadDeclined: 'All right, I will not save your data. Write to me if you change your mind.',
  unknown: (s) =>
    `Sorry, I cannot answer that with certainty. You can ask me about products, rooms, bookings, opening hours or directions, or contact us: ${contacts(s)}.`,
  unknownFollowUp: 'Would you like us to contact you? Write “contact me”.',
  didYouMean: 'I am not sure I understood. Did you mean one of these questions?',
  didYouMeanFollowUp: (s) => `If it is none of these, contact us: ${contacts(s)}.`,
  productLine: (p: ProductLine) =>
    `${p.name}: ${eur(p.price)}${p.milk ? `, ${p.treatment === 'raw' ? 'raw ' : p.treatment === 'pasteurised' ? 'pasteurised ' : ''}${MILK[p.milk]}'s milk` : ''}${p.aging ? `, aged ${months(p.aging)}` : p.aging === 0 ? ', fresh' : ''}, ${p.stock > 0 ? 'in stock' : 'currently sold out'}`,
  productFacts: (lines: string[]) => `${lines.join('. ')}.`,
  filterDesc: (f) =>
    [
      f.bestseller ? 'best-selling' : '',
      f.smoked ? 'smoked' : f.smoked === false ? 'non-smoked' : '',
      f.spicy ? 'spicy' : f.spicy === false ? 'non-spicy' : '',
      f.agingMax !== undefined ? 'fresh' : '',
      f.milk ? `${f.milk.map((m) => MILK[m]).join(' or ')}'s milk` : '',
      f.treatment === 'raw' ? 'raw-milk' : f.treatment === 'pasteurised' ? 'pasteurised' : '',
      f.category === 'salumi' ? 'cured meats' : f.category === 'formaggi' || f.milk || f.notMilk || f.treatment ? 'cheeses' : 'products',
      f.notMilk ? `without ${f.notMilk.map((m) => MILK[m]).join(' or ')}'s milk` : '',
      f.agingMin !== undefined ? `aged at least ${months(f.agingMin)}` : '',
      f.agingMax !== undefined ? `(up to ${months(f.agingMax)})` : '',
      f.agingNear !== undefined ? `aged about ${months(f.agingNear)}` : '',
      f.inStock === true ? 'in stock' : f.inStock === false ? 'currently sold out' : '',
      f.priceMin !== undefined && f.priceMax !== undefined
        ? `between ${eur(f.priceMin)} and ${eur(f.priceMax)}`
        : f.priceMax !== undefined ? `under ${eur(f.priceMax)}` : f.priceMin !== undefined ? `from ${eur(f.priceMin)} up` : '',
    ].filter(Boolean).join(' '),
  filtered: (desc, lines) => `Here are our ${desc} (${lines.length}): ${lines.join('; ')}.`,
  noneMatch: (desc, nearest) =>
    `Sorry, we have no ${desc}.${nearest.length ? ` The nearest to what you are looking for: ${nearest.join('; ')}.` : ''}`,
  allergens: (lines) => `Allergens listed on the product cards: ${lines.join('; ')}.`,
  allergenLine: (name, allergens) => `${name}: ${allergens.length ? allergens.filter((a) => a !== 'latte').join(', ') : 'no allergens listed'}`,
  lactoseCheese:
    'All our cheeses are made with milk and so contain lactose: none is lactose free. The cured meats do not list milk among their allergens.',
  lactose:
    'All our cheeses contain milk (and so lactose): none is lactose free. The cured meats list no milk among their allergens: here they are.',
  storageOf: (lines) =>
    `Keep them in the fridge, wrapped in their paper or a cloth, away from strong-smelling food: ${lines.join('; ')}. Take them out half an hour before serving.`,
  storageLine: (names, temp) => `${temp} for ${list(names)}`,
  breakfast: (names, all) =>
    all ? `Yes, breakfast with the estate's produce is included in every room (${list(names)}).` : `Breakfast is listed for ${list(names)}.`,
  bathroom: (names, all) =>
    all ? `Yes, every room has a private bathroom (${list(names)}).` : `A private bathroom is listed for ${list(names)}.`,
  aircon: (names, others) =>
    names.length
      ? `Air conditioning is in ${list(names)}.${others.length ? ` For ${list(others)} the room details do not mention it: just ask us.` : ''}`
      : 'The room details do not mention air conditioning: just ask us.',
  views: (lines) => `Here are the rooms with the view you are looking for: ${lines.join('; ')}.`,
  roomsMention: (lines) => `The details of these rooms mention it: ${lines.join('; ')}.`,
  roomDetailUnknown: (s) =>
    `The room details say nothing about that, so I cannot answer with certainty. Write to us at ${s.contact_email} or call ${s.contact_phone} and we will tell you.`,
  noView: 'No room lists exactly that view; here are all the rooms with their views.',
  capacity: (max, n) => `Each room takes up to ${max} guests; we have ${n} rooms, so up to ${max * n} guests in all.`,
  guestsRooms: (guests, needed, max) =>
    needed > 1
      ? `For ${guests} guests you need ${needed} rooms (up to ${max} guests per room).`
      : `For ${guests} ${guests === 1 ? 'guest' : 'guests'} one room is enough (up to ${max} guests).`,
  guestsAllRooms: (guests, rooms, beds, max) =>
    `For ${guests} guests: our ${rooms} rooms sleep ${beds} in their own beds (up to ${max} per room).`,
  extraBeds: (names, fee) => `${list(names)} also ${names.length > 1 ? 'take' : 'takes'} an extra bed (${eur(fee)} a night).`,
  noExtraBed: (names) => `${list(names)} ${names.length > 1 ? 'do' : 'does'} not take an extra bed.`,
  oneRoomExtraBed: (guests, names, fee) =>
    `For ${guests} guests one room with an extra bed is also enough: ${list(names)} (${eur(fee)} a night for the bed).`,
  groups: (total, s) =>
    `With the extra beds we sleep up to ${total} people in all. For groups or the whole property, write to ${s.contact_email} or call ${s.contact_phone}.`,
  roomBed: (name, bed) => `${name} has ${bed === 'singoli' ? 'two single beds' : 'a double bed'}.`,
  roomNightsPrice: (name, perNight, n, to = perNight) =>
    perNight < to
      ? `${name} is from ${eur(perNight)} to ${eur(to)} a night, by season: tell me when you would like to come and I will work out the total for ${nights(n)}.`
      : `${name} is ${eur(perNight)} a night: ${eur(perNight * n)} for ${nights(n)} at the base price. The exact price depends on the dates: tell me when you would like to come and I will work it out.`,
  roomPrice: (name, perNight, to = perNight) =>
    perNight < to
      ? `${name} is from ${eur(perNight)} to ${eur(to)} a night, by season; tell me the dates and I will work out the total.`
      : `${name} is ${eur(perNight)} a night at the base price; tell me the dates and I will work out the total.`,
  beds: (bed, names) => `${bed === 'singoli' ? 'Rooms with two single beds' : 'Rooms with a double bed'}: ${list(names)}.`,
  stayPrice: (room, d: StayDatesText, total, perNight, sameEveryNight) =>
    `${room} from ${day(d.checkIn)} to ${day(d.checkOut)} (${nights(d.nights)}): ${eur(total)} in all (${sameEveryNight ? '' : 'on average '}${eur(perNight)} per night). It is available: would you like to book it?`,
  minStay: (room, n) => `Sorry, with that arrival ${room} needs a stay of at least ${n} nights.`,
  clarify: (options, s) => `I am not sure I understood: are you asking about ${options.join(' or ')}? You can also contact us: ${contacts(s)}.`,
  labels: {
    about: 'us and the farm', hours: 'opening hours', location: 'how to get here', contacts: 'contacts', checkin: 'check-in and check-out',
    rules: 'house rules', cancellation: 'cancellation', payment: 'payment', shipping: 'shipping', storage: 'storing our products',
    lookup: 'a booking you made', lead: 'being contacted', rooms: 'rooms', book: 'booking', availability: 'availability',
    cheese: 'cheeses', salumi: 'cured meats', allergens: 'allergens',
  },
  yes: ['yes', 'y', 'sure', 'ok', 'okay', 'i agree', 'agree', 'si', 'sì', 'certo'],
  knowledgeSource: (questions) => `Source: ${questions.map((q) => `“${q}”`).join(', ')}`,
};

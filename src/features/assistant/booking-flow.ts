// The in-chat booking flow as one pure reducer: room → dates → guests → details → payment → policy →
// confirmation. Forward moves happen only when the step validates; there is no way back from the
// confirmation, nor from the room and dates steps. The server still decides availability and price; the rooms are
// held (hold_stay) from the details on, as on /prenota, by the component that sends this flow to the server.
import { isEmail } from '@/domain/email.ts';
import { agesChosen, changeParty, type PartyChange } from '@/domain/party.ts';

export type FlowStep = 'room' | 'dates' | 'guests' | 'details' | 'payment' | 'policy' | 'confirmation';
export type PaymentMethod = 'card' | 'paypal' | 'onsite';

export interface FlowRoom {
  id: string;
  name: string;
  type: string;
  price_per_night: number;
  /** The coming year's lowest and highest nightly price (get_rooms); older saved replies lack them. */
  price_from?: number;
  price_to?: number;
  max_guests: number;
  image_url?: string | null;
  image_urls?: string[] | null;
  short_description?: string | null;
  check_in?: string;
  check_out?: string;
  /** The guests the visitor said, when the reply that opened the flow carried them. */
  guests?: number;
  /** The room's allowance of cots and extra beds (get_rooms) and their nightly fees. */
  max_cots?: number;
  cot_fee?: number;
  max_extra_beds?: number;
  extra_bed_fee?: number;
}

/** Who sleeps in one room of the booking: everyone, the children's ages among them, cots and extra beds. */
interface FlowParty {
  guests: number;
  childAges: (number | null)[];
  cots: number;
  extraBeds: number;
}

export type FlowRoomParty = { room: FlowRoom } & FlowParty;

interface FlowDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Starts as the page language's name of Italy (Italia / Italy); the guest may change it. */
  country: string;
}

interface FlowPayment {
  method: PaymentMethod;
  cardNumber: string;
  cardName: string;
  expiry: string;
  cvv: string;
}

export interface FlowError {
  key: string;
  params?: Record<string, string | number>;
}

export interface FlowResult {
  bookingId: string;
  reference: string;
  totalPrice: number;
  /** Paid at the property, not in the total. */
  touristTax: number;
  nights: number;
}

export interface FlowState {
  step: FlowStep;
  rooms: FlowRoom[];
  room: FlowRoom | null;
  checkIn: string | null;
  checkOut: string | null;
  guests: number;
  /** The first room's children's ages, cots and extra beds (its guests are `guests`). */
  party: Omit<FlowParty, 'guests'>;
  /** The other rooms of the same booking (one reference, one guarantee, all or nothing), with their guests. */
  more: FlowRoomParty[];
  /** The rooms the chat showed that can be added to the booking. */
  offer: FlowRoom[];
  details: FlowDetails;
  payment: FlowPayment;
  consents: { privacy: boolean; terms: boolean };
  error: FlowError | null;
  result: FlowResult | null;
}

export type FlowAction =
  | { type: 'selectRoom'; room: FlowRoom }
  | { type: 'setDates'; checkIn: string | null; checkOut: string | null }
  | { type: 'setGuests'; guests: number }
  | { type: 'addRoom'; room: FlowRoom }
  | { type: 'removeRoom'; id: string }
  | { type: 'setRoomGuests'; id: string; guests: number }
  | { type: 'changeParty'; id: string; change: PartyChange }
  | { type: 'setDetails'; details: Partial<FlowDetails> }
  | { type: 'setPayment'; payment: Partial<FlowPayment> }
  | { type: 'setConsent'; name: 'privacy' | 'terms'; value: boolean }
  | { type: 'next'; today: string }
  | { type: 'back' }
  /** From the details, payment or terms back to the guests step (the hold is let go). */
  | { type: 'changeStay' }
  /** The server refused the dates or a party: back to the step that asks for it (the hold is let go), saying why. */
  | { type: 'refused'; step: 'dates' | 'guests'; error: FlowError }
  | { type: 'fail'; error: FlowError }
  | { type: 'confirmed'; result: FlowResult };

const ORDER: FlowStep[] = ['room', 'dates', 'guests', 'details', 'payment', 'policy', 'confirmation'];
const NO_BACK: FlowStep[] = ['room', 'dates', 'confirmation'];

const NO_PARTY = { childAges: [], cots: 0, extraBeds: 0 };

export function initFlow(rooms: FlowRoom[], offer: FlowRoom[] = [], defaults: { country: string } = { country: '' }): FlowState {
  const only = rooms.length === 1 ? rooms[0] : null;
  const dated = rooms.find((r) => r.check_in && r.check_out);
  const said = rooms.find((r) => r.guests)?.guests;
  const most = only?.max_guests ?? Math.max(1, ...rooms.map((r) => r.max_guests));
  return {
    step: only ? 'dates' : 'room',
    rooms,
    room: only,
    checkIn: dated?.check_in ?? null,
    checkOut: dated?.check_out ?? null,
    guests: said ? Math.max(1, Math.min(said, most)) : 1,
    party: NO_PARTY,
    more: [],
    offer,
    details: { firstName: '', lastName: '', email: '', phone: '', country: defaults.country },
    payment: { method: 'card', cardNumber: '', cardName: '', expiry: '', cvv: '' },
    consents: { privacy: false, terms: false },
    error: null,
    result: null,
  };
}

/** Every room of the booking with its party, the first chosen first. */
export function flowRooms(state: Pick<FlowState, 'room' | 'guests' | 'more'> & { party?: FlowState['party'] }): FlowRoomParty[] {
  return state.room ? [{ room: state.room, guests: state.guests, ...(state.party ?? NO_PARTY) }, ...state.more] : [];
}

/** A room as the quote, the hold and the booking take it (quote_stay's p_rooms). */
export const stayRoom = (c: FlowRoomParty) => ({ roomId: c.room.id, guests: c.guests, childAges: c.childAges, cots: c.cots, extraBeds: c.extraBeds });

/** The places a room offers this party: its beds, one per extra bed, and a cot's child takes none. */
const places = (c: FlowRoomParty) => c.room.max_guests + c.extraBeds + c.cots;

/** A room's party after one change, within what the room allows (the same rule as /prenota's). */
function partyAfter(c: FlowRoomParty, change: PartyChange): FlowParty {
  const p = changeParty(c, change, { maxGuests: c.room.max_guests, maxCots: c.room.max_cots ?? 0, maxExtraBeds: c.room.max_extra_beds ?? 0 });
  return { guests: p.guests, childAges: p.childAges ?? [], cots: p.cots ?? 0, extraBeds: p.extraBeds ?? 0 };
}

/** Fewer guests leave room for fewer children: the ages beyond them go. */
const withGuests = <T extends FlowParty>(c: T, guests: number): T => {
  const n = Math.max(1, Math.floor(guests) || 1);
  return { ...c, guests: n, childAges: c.childAges.slice(0, n - 1) };
};

/** The rooms that can still be added: offered by the chat, not yet in the booking. */
export const addableRooms = (state: FlowState) =>
  state.offer.filter((r) => !flowRooms(state).some((c) => c.room.id === r.id));

export const canGoBack = (step: FlowStep) => !NO_BACK.includes(step);

/** The steps during which the rooms are held for the guest (entering them holds, leaving them lets go). */
export const holdsRooms = (step: FlowStep) => step === 'details' || step === 'payment' || step === 'policy';

/** The error that blocks leaving this step, or null. Keys are in the assistant namespace. */
export function validateStep(state: FlowState, today: string): FlowError | null {
  switch (state.step) {
    case 'room':
      return state.room ? null : { key: 'flow.errors.room' };
    case 'dates':
      if (!state.checkIn || !state.checkOut) return { key: 'flow.errors.dates' };
      if (state.checkIn < today) return { key: 'flow.errors.pastDate' };
      if (state.checkOut <= state.checkIn) return { key: 'flow.errors.checkOutAfter' };
      return null;
    case 'guests':
      if (!Number.isInteger(state.guests) || state.guests < 1) return { key: 'flow.errors.minGuests' };
      {
        const [first, ...more] = flowRooms(state);
        if (first && first.guests > places(first)) return { key: 'flow.errors.maxGuests', params: { n: places(first) } };
        for (const m of more) {
          if (m.guests > places(m)) return { key: 'flow.errors.roomMaxGuests', params: { n: places(m), room: m.room.name } };
        }
      }
      if (!flowRooms(state).every(agesChosen)) return { key: 'booking:validation.childAges' };
      return null;
    case 'details': {
      const d = state.details;
      if (![d.firstName, d.lastName, d.email, d.phone, d.country].every((v) => v.trim() !== '')) return { key: 'flow.errors.fillAll' };
      if (!isEmail(d.email)) return { key: 'flow.errors.email' };
      return null;
    }
    case 'payment': {
      const p = state.payment;
      if (![p.cardNumber, p.cardName, p.expiry, p.cvv].every((v) => v.trim() !== '')) return { key: 'flow.errors.card' };
      return null;
    }
    case 'policy':
      if (!state.room || !state.checkIn || !state.checkOut) return { key: 'flow.errors.missing' };
      if (!state.consents.privacy || !state.consents.terms) return { key: 'flow.errors.terms' };
      return null;
    case 'confirmation':
      return null;
  }
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  if (state.step === 'confirmation') return state;
  switch (action.type) {
    case 'selectRoom':
      return state.step === 'room' ? { ...state, room: action.room, step: 'dates', error: null } : state;
    case 'setDates': {
      // Check-out is meaningless before check-in: clearing check-in clears it too.
      const checkOut = action.checkIn ? action.checkOut : null;
      return { ...state, checkIn: action.checkIn, checkOut, error: null };
    }
    case 'setGuests': {
      const { guests, childAges } = withGuests({ guests: state.guests, ...state.party }, action.guests);
      return { ...state, guests, party: { ...state.party, childAges }, error: null };
    }
    case 'addRoom':
      if (state.step !== 'guests' || !addableRooms(state).some((r) => r.id === action.room.id)) return state;
      return { ...state, more: [...state.more, { room: action.room, guests: 1, ...NO_PARTY }], error: null };
    case 'removeRoom':
      return { ...state, more: state.more.filter((m) => m.room.id !== action.id), error: null };
    case 'setRoomGuests':
      return {
        ...state,
        more: state.more.map((m) => (m.room.id === action.id ? withGuests(m, action.guests) : m)),
        error: null,
      };
    case 'changeParty': {
      if (state.step !== 'guests') return state;
      const [first] = flowRooms(state);
      if (first && first.room.id === action.id) {
        const { guests, ...party } = partyAfter(first, action.change);
        return { ...state, guests, party, error: null };
      }
      return { ...state, more: state.more.map((m) => (m.room.id === action.id ? { ...m, ...partyAfter(m, action.change) } : m)), error: null };
    }
    case 'setDetails':
      return { ...state, details: { ...state.details, ...action.details }, error: null };
    case 'setPayment':
      return { ...state, payment: { ...state.payment, ...action.payment }, error: null };
    case 'setConsent':
      return { ...state, consents: { ...state.consents, [action.name]: action.value }, error: null };
    case 'next': {
      // The policy step confirms through the server (`confirmed`), never by `next`.
      if (state.step === 'policy') return state;
      const error = validateStep(state, action.today);
      if (error) return { ...state, error };
      return { ...state, step: ORDER[ORDER.indexOf(state.step) + 1], error: null };
    }
    case 'back':
      return canGoBack(state.step) ? { ...state, step: ORDER[ORDER.indexOf(state.step) - 1], error: null } : state;
    case 'changeStay':
      return holdsRooms(state.step) ? { ...state, step: 'guests', error: null } : state;
    case 'refused':
      return holdsRooms(state.step) ? { ...state, step: action.step, error: action.error } : { ...state, error: action.error };
    case 'fail':
      return { ...state, error: action.error };
    case 'confirmed':
      return state.step === 'policy' ? { ...state, step: 'confirmation', result: action.result, error: null } : state;
  }
}

// The in-chat booking flow as one pure reducer: room → dates → guests → details → payment → policy →
// confirmation. Forward moves happen only when the step validates; there is no way back from the
// confirmation, nor from the room and dates steps. The server still decides availability and price.
import { isEmail } from '@/domain/email.ts';
import { nightsBetween } from '@/domain/nights.ts';

export type FlowStep = 'room' | 'dates' | 'guests' | 'details' | 'payment' | 'policy' | 'confirmation';
export type PaymentMethod = 'card' | 'paypal' | 'onsite';

export interface FlowRoom {
  id: string;
  name: string;
  type: string;
  price_per_night: number;
  max_guests: number;
  image_url?: string | null;
  image_urls?: string[] | null;
  short_description?: string | null;
  check_in?: string;
  check_out?: string;
  /** The guests the visitor said, when the reply that opened the flow carried them. */
  guests?: number;
}

interface FlowDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
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
  nights: number;
}

export interface FlowState {
  step: FlowStep;
  rooms: FlowRoom[];
  room: FlowRoom | null;
  checkIn: string | null;
  checkOut: string | null;
  guests: number;
  /** The other rooms of the same booking (one reference, one guarantee, all or nothing), with their guests. */
  more: { room: FlowRoom; guests: number }[];
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
  | { type: 'setDetails'; details: Partial<FlowDetails> }
  | { type: 'setPayment'; payment: Partial<FlowPayment> }
  | { type: 'setConsent'; name: 'privacy' | 'terms'; value: boolean }
  | { type: 'next'; today: string }
  | { type: 'back' }
  | { type: 'fail'; error: FlowError }
  | { type: 'confirmed'; result: FlowResult };

const ORDER: FlowStep[] = ['room', 'dates', 'guests', 'details', 'payment', 'policy', 'confirmation'];
const NO_BACK: FlowStep[] = ['room', 'dates', 'confirmation'];

export function initFlow(rooms: FlowRoom[], offer: FlowRoom[] = []): FlowState {
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
    more: [],
    offer,
    details: { firstName: '', lastName: '', email: '', phone: '' },
    payment: { method: 'card', cardNumber: '', cardName: '', expiry: '', cvv: '' },
    consents: { privacy: false, terms: false },
    error: null,
    result: null,
  };
}

/** Every room of the booking with its guests, the first chosen first. */
export function flowRooms(state: Pick<FlowState, 'room' | 'guests' | 'more'>): { room: FlowRoom; guests: number }[] {
  return state.room ? [{ room: state.room, guests: state.guests }, ...state.more] : [];
}

/** The rooms that can still be added: offered by the chat, not yet in the booking. */
export const addableRooms = (state: FlowState) =>
  state.offer.filter((r) => !flowRooms(state).some((c) => c.room.id === r.id));

/** Total in cents while the database's quote loads: nights × price per night of every room. */
export function flowTotalCents(state: Pick<FlowState, 'room' | 'guests' | 'more' | 'checkIn' | 'checkOut'>): number {
  const nights = nightsBetween(state.checkIn, state.checkOut);
  return flowRooms(state).reduce((s, c) => s + nights * Math.round(c.room.price_per_night * 100), 0);
}

export const canGoBack = (step: FlowStep) => !NO_BACK.includes(step);

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
      if (state.room && state.guests > state.room.max_guests) {
        return { key: 'flow.errors.maxGuests', params: { n: state.room.max_guests } };
      }
      for (const m of state.more) {
        if (m.guests > m.room.max_guests) return { key: 'flow.errors.roomMaxGuests', params: { n: m.room.max_guests, room: m.room.name } };
      }
      return null;
    case 'details': {
      const d = state.details;
      if (![d.firstName, d.lastName, d.email, d.phone].every((v) => v.trim() !== '')) return { key: 'flow.errors.fillAll' };
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
    case 'setGuests':
      return { ...state, guests: Math.max(1, Math.floor(action.guests) || 1), error: null };
    case 'addRoom':
      if (state.step !== 'guests' || !addableRooms(state).some((r) => r.id === action.room.id)) return state;
      return { ...state, more: [...state.more, { room: action.room, guests: 1 }], error: null };
    case 'removeRoom':
      return { ...state, more: state.more.filter((m) => m.room.id !== action.id), error: null };
    case 'setRoomGuests':
      return {
        ...state,
        more: state.more.map((m) => (m.room.id === action.id ? { ...m, guests: Math.max(1, Math.floor(action.guests) || 1) } : m)),
        error: null,
      };
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
    case 'fail':
      return { ...state, error: action.error };
    case 'confirmed':
      return state.step === 'policy' ? { ...state, step: 'confirmation', result: action.result, error: null } : state;
  }
}

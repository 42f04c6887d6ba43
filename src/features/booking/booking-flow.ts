// The /prenota page's state: one reducer, the allowed step moves written once in TRANSITIONS.
import { clampGuests } from '@/domain/guests.ts';
import { agesChosen, changeParty, type Party, type PartyChange, type PartyLimits } from '@/domain/party.ts';
import { nightsBetween, type IsoDay } from '@/domain/nights.ts';
import type { FieldRefusal } from '@/domain/stay-refusal.ts';

export type BookingStep = 'rooms' | 'details' | 'payment' | 'done';

export const TRANSITIONS: Readonly<Record<BookingStep, readonly BookingStep[]>> = {
  rooms: ['details'],
  details: ['rooms', 'payment'],
  payment: ['rooms', 'details', 'done'],
  done: [],
};

export function canMove(from: BookingStep, to: BookingStep): boolean {
  return TRANSITIONS[from].includes(to);
}

export interface SelectedRoom extends Party {
  roomId: string;
}

export interface GuestDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  specialRequests: string;
}

export type PaymentMethod = 'card' | 'paypal' | 'onsite';

interface PaymentDraft {
  method: PaymentMethod;
  cardNumber: string;
  cardName: string;
  cardExpiry: string;
  cardCvv: string;
  acceptPolicy: boolean;
  acceptCancellation: boolean;
}

/** i18n keys of the booking namespace. */
type RoomsStepError = 'validation.dates' | 'validation.pastCheckIn' | 'validation.rooms' | 'validation.childAges';

export interface BookingFlowState {
  step: BookingStep;
  checkIn: IsoDay | null;
  checkOut: IsoDay | null;
  rooms: SelectedRoom[];
  details: GuestDetails | null;
  payment: PaymentDraft | null;
  /** Sent as client_request_id: one per visit of step 3, so repeated confirm clicks create one booking. */
  requestId: string | null;
  reference: string | null;
  error: RoomsStepError | null;
  /** The server refused the stay over one of step 1's fields (a hold or the booking): shown beside that field. */
  refusal: FieldRefusal | null;
}

export type BookingFlowAction =
  | { type: 'setCheckIn'; day: IsoDay }
  | { type: 'setCheckOut'; day: IsoDay }
  | { type: 'toggleRoom'; roomId: string }
  | { type: 'setGuests'; roomId: string; guests: unknown; maxGuests: number }
  | { type: 'setParty'; roomId: string; change: PartyChange; limits: PartyLimits }
  | { type: 'toDetails'; today: IsoDay }
  | { type: 'toPayment'; details: GuestDetails; requestId: string }
  | { type: 'back'; payment?: PaymentDraft; details?: GuestDetails }
  /** The rooms could not be held (or held again): back to choosing the stay, the drafts kept. */
  | { type: 'changeStay' }
  /** The server refused a field of step 1 (dates, rooms, a party): back there, the drafts kept. */
  | { type: 'refused'; refusal: FieldRefusal }
  | { type: 'confirmed'; reference: string };

export const initialBookingFlow: BookingFlowState = {
  step: 'rooms',
  checkIn: null,
  checkOut: null,
  rooms: [],
  details: null,
  payment: null,
  requestId: null,
  reference: null,
  error: null,
  refusal: null,
};

function roomsStepError(state: BookingFlowState, today: IsoDay): RoomsStepError | null {
  if (!state.checkIn || !state.checkOut || nightsBetween(state.checkIn, state.checkOut) < 1) return 'validation.dates';
  if (state.checkIn < today) return 'validation.pastCheckIn';
  if (state.rooms.length === 0) return 'validation.rooms';
  if (!state.rooms.every(agesChosen)) return 'validation.childAges';
  return null;
}

function move(state: BookingFlowState, to: BookingStep, patch: Partial<BookingFlowState> = {}): BookingFlowState {
  if (!canMove(state.step, to)) return state;
  return { ...state, refusal: null, ...patch, step: to, error: null };
}

export function bookingFlowReducer(state: BookingFlowState, action: BookingFlowAction): BookingFlowState {
  // The selection is frozen once past step 1; only moves back may change it again.
  const onRooms = state.step === 'rooms';
  switch (action.type) {
    case 'setCheckIn': {
      if (!onRooms) return state;
      const keepOut = state.checkOut !== null && state.checkOut > action.day;
      return { ...state, checkIn: action.day, checkOut: keepOut ? state.checkOut : null, error: null, refusal: null };
    }
    case 'setCheckOut': {
      if (!onRooms || !state.checkIn || action.day === state.checkIn) return state;
      // Chosen in the other order: the earlier day becomes the check-in.
      if (action.day < state.checkIn) return { ...state, checkIn: action.day, checkOut: state.checkIn, error: null, refusal: null };
      return { ...state, checkOut: action.day, error: null, refusal: null };
    }
    case 'toggleRoom': {
      if (!onRooms) return state;
      const has = state.rooms.some((r) => r.roomId === action.roomId);
      const rooms = has
        ? state.rooms.filter((r) => r.roomId !== action.roomId)
        : [...state.rooms, { roomId: action.roomId, guests: 1 }];
      return { ...state, rooms, error: null, refusal: null };
    }
    case 'setGuests': {
      if (!onRooms) return state;
      const guests = clampGuests(action.guests, action.maxGuests);
      return {
        ...state,
        rooms: state.rooms.map((r) => (r.roomId === action.roomId ? { ...r, guests } : r)),
      };
    }
    case 'setParty': {
      if (!onRooms) return state;
      return {
        ...state,
        error: null,
        refusal: null,
        rooms: state.rooms.map((r) => (r.roomId === action.roomId ? { ...r, ...changeParty(r, action.change, action.limits) } : r)),
      };
    }
    case 'toDetails': {
      const error = roomsStepError(state, action.today);
      if (error) return { ...state, error };
      return move(state, 'details');
    }
    case 'toPayment':
      return move(state, 'payment', { details: action.details, requestId: action.requestId });
    case 'back':
      if (state.step === 'payment') return move(state, 'details', { payment: action.payment ?? state.payment });
      if (state.step === 'details') return move(state, 'rooms', { details: action.details ?? state.details });
      return state;
    case 'changeStay':
      return state.step === 'details' || state.step === 'payment' ? move(state, 'rooms') : state;
    case 'refused':
      return state.step === 'details' || state.step === 'payment' ? move(state, 'rooms', { refusal: action.refusal }) : state;
    case 'confirmed':
      return move(state, 'done', { reference: action.reference });
  }
}

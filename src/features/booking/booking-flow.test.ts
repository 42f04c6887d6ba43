import { describe, expect, it } from 'vitest';
import {
  bookingFlowReducer as reduce,
  canMove,
  initialBookingFlow,
  TRANSITIONS,
  type BookingFlowState,
  type BookingStep,
  type GuestDetails,
} from './booking-flow.ts';

const today = '2025-06-01';
const details: GuestDetails = {
  firstName: 'Anna', lastName: 'Rossi', email: 'anna@example.it', phone: '+39 333 1234567',
  address: 'Via Roma 1', city: 'Olbia', postalCode: '07026', country: 'Italia', specialRequests: '',
};
const ready: BookingFlowState = {
  ...initialBookingFlow,
  checkIn: '2025-06-10',
  checkOut: '2025-06-12',
  rooms: [{ roomId: 'r1', guests: 2 }],
};

describe('step transitions', () => {
  it('allows exactly rooms→details, details→rooms|payment, payment→rooms|details|done', () => {
    const steps: BookingStep[] = ['rooms', 'details', 'payment', 'done'];
    const allowed = steps.flatMap((from) => steps.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual(['rooms→details', 'details→rooms', 'details→payment', 'payment→rooms', 'payment→details', 'payment→done']);
    expect(TRANSITIONS.done).toEqual([]);
  });

  it('goes straight back to the rooms from the payment when the hold is refused, keeping the details', () => {
    let s = reduce(ready, { type: 'toDetails', today });
    s = reduce(s, { type: 'toPayment', details, requestId: 'req-1' });
    s = reduce(s, { type: 'changeStay' });
    expect(s).toMatchObject({ step: 'rooms', details });
    expect(reduce(reduce(s, { type: 'toDetails', today }), { type: 'changeStay' }).step).toBe('rooms');
  });

  it('goes back to the rooms with the field the server refused, until that field or the stay changes', () => {
    const refusal = { field: 'guests', roomId: 'r1', message: { key: 'booking:fieldError.guests.over', params: { room: 'Mirto', count: 1 } } } as const;
    let s = reduce(ready, { type: 'toDetails', today });
    s = reduce(s, { type: 'toPayment', details, requestId: 'req-1' });
    s = reduce(s, { type: 'refused', refusal });
    expect(s).toMatchObject({ step: 'rooms', details, refusal });
    expect(reduce(s, { type: 'refused', refusal })).toBe(s); // only from the later steps
    s = reduce(s, { type: 'setParty', roomId: 'r1', change: { field: 'guests', value: 1 }, limits: { maxGuests: 2, maxCots: 0, maxExtraBeds: 0 } });
    expect(s.refusal).toBeNull();
    const again = reduce(reduce(ready, { type: 'toDetails', today }), { type: 'refused', refusal });
    expect(reduce(again, { type: 'setCheckIn', day: '2025-06-11' }).refusal).toBeNull();
    expect(reduce(again, { type: 'toDetails', today }).refusal).toBeNull();
  });

  it('walks forward and back keeping everything filled in', () => {
    let s = reduce(ready, { type: 'toDetails', today });
    expect(s.step).toBe('details');
    s = reduce(s, { type: 'toPayment', details, requestId: 'req-1' });
    expect(s).toMatchObject({ step: 'payment', details, requestId: 'req-1' });
    const payment = { method: 'onsite' as const, cardNumber: '4111111111111111', cardName: 'Anna', cardExpiry: '12/29', cardCvv: '123', acceptPolicy: true, acceptCancellation: false };
    s = reduce(s, { type: 'back', payment });
    expect(s).toMatchObject({ step: 'details', payment, details });
    s = reduce(s, { type: 'back' });
    expect(s).toMatchObject({ step: 'rooms', details, checkIn: '2025-06-10', rooms: ready.rooms });
  });

  it('ignores moves the table does not allow', () => {
    expect(reduce(ready, { type: 'confirmed', reference: 'TS-1' }).step).toBe('rooms');
    expect(reduce(ready, { type: 'toPayment', details, requestId: 'x' }).step).toBe('rooms');
    const done = { ...ready, step: 'done' as const };
    expect(reduce(done, { type: 'back' })).toBe(done);
  });

  it('ends at done with the reference only from payment', () => {
    const s = reduce({ ...ready, step: 'payment' }, { type: 'confirmed', reference: 'TS-7K3Q9X' });
    expect(s).toMatchObject({ step: 'done', reference: 'TS-7K3Q9X' });
  });
});

describe('leaving step 1', () => {
  it.each([
    [{ checkIn: null }, 'validation.dates'],
    [{ checkOut: null }, 'validation.dates'],
    [{ checkOut: '2025-06-10' }, 'validation.dates'],
    [{ checkIn: '2025-05-30', checkOut: '2025-06-02' }, 'validation.pastCheckIn'],
    [{ rooms: [] }, 'validation.rooms'],
  ] as [Partial<BookingFlowState>, string][])('refuses %j with %s', (patch, error) => {
    const s = reduce({ ...ready, ...patch }, { type: 'toDetails', today });
    expect(s).toMatchObject({ step: 'rooms', error });
  });

  it('accepts a check-in today', () => {
    const s = reduce({ ...ready, checkIn: today }, { type: 'toDetails', today });
    expect(s.step).toBe('details');
  });
});

describe('dates', () => {
  it('clears a check-out that is no longer after a new check-in', () => {
    const s = reduce(ready, { type: 'setCheckIn', day: '2025-06-12' });
    expect(s).toMatchObject({ checkIn: '2025-06-12', checkOut: null });
    expect(reduce(ready, { type: 'setCheckIn', day: '2025-06-11' }).checkOut).toBe('2025-06-12');
  });

  it('needs a check-in before a check-out', () => {
    const s = reduce(initialBookingFlow, { type: 'setCheckOut', day: '2025-06-12' });
    expect(s.checkOut).toBeNull();
  });

  it('swaps days chosen in the other order and refuses zero nights', () => {
    const start = { ...initialBookingFlow, checkIn: '2025-06-10' };
    expect(reduce(start, { type: 'setCheckOut', day: '2025-06-08' })).toMatchObject({ checkIn: '2025-06-08', checkOut: '2025-06-10' });
    expect(reduce(start, { type: 'setCheckOut', day: '2025-06-10' }).checkOut).toBeNull();
  });
});

describe('rooms and guests', () => {
  it('toggles a room in and out with 1 guest to start', () => {
    let s = reduce(initialBookingFlow, { type: 'toggleRoom', roomId: 'r1' });
    s = reduce(s, { type: 'toggleRoom', roomId: 'r2' });
    expect(s.rooms).toEqual([{ roomId: 'r1', guests: 1 }, { roomId: 'r2', guests: 1 }]);
    s = reduce(s, { type: 'toggleRoom', roomId: 'r1' });
    expect(s.rooms).toEqual([{ roomId: 'r2', guests: 1 }]);
  });

  it('clamps guests to 1..max', () => {
    let s = reduce(ready, { type: 'setGuests', roomId: 'r1', guests: 5, maxGuests: 2 });
    expect(s.rooms[0].guests).toBe(2);
    s = reduce(s, { type: 'setGuests', roomId: 'r1', guests: 'x', maxGuests: 2 });
    expect(s.rooms[0].guests).toBe(1);
  });

  it('freezes the selection after step 1', () => {
    const s = reduce({ ...ready, step: 'payment' }, { type: 'toggleRoom', roomId: 'r9' });
    expect(s.rooms).toEqual(ready.rooms);
  });
});

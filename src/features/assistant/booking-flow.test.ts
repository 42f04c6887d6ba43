import { describe, expect, it } from 'vitest';
import { flowReducer, flowRooms, flowTotalCents, initFlow, validateStep, type FlowRoom, type FlowState } from './booking-flow.ts';

const TODAY = '2030-06-10';
const lavanda: FlowRoom = { id: 'r1', name: 'Lavanda Deluxe', type: 'deluxe', price_per_night: 50, max_guests: 2 };
const mirto: FlowRoom = { id: 'r2', name: 'Standard Twin Mirto', type: 'standard', price_per_night: 50, max_guests: 2 };

const run = (state: FlowState, ...actions: Parameters<typeof flowReducer>[1][]) => actions.reduce(flowReducer, state);
const next = { type: 'next', today: TODAY } as const;

function atPolicy(): FlowState {
  return run(
    initFlow([lavanda]),
    { type: 'setDates', checkIn: '2030-07-01', checkOut: '2030-07-03' },
    next,
    { type: 'setGuests', guests: 2 },
    next,
    { type: 'setDetails', details: { firstName: 'Anna', lastName: 'Rossi', email: 'anna@example.it', phone: '333' } },
    next,
    { type: 'setPayment', payment: { cardNumber: '4111', cardName: 'Anna', expiry: '12/30', cvv: '123' } },
    next,
  );
}

describe('in-chat booking flow', () => {
  it('starts at the room step with several rooms and at dates with one preselected room', () => {
    expect(initFlow([lavanda, mirto]).step).toBe('room');
    const one = initFlow([lavanda]);
    expect(one.step).toBe('dates');
    expect(one.room).toBe(lavanda);
  });

  it('prefills the dates a reply carried', () => {
    const s = initFlow([{ ...lavanda, check_in: '2030-08-12', check_out: '2030-08-14' }]);
    expect([s.checkIn, s.checkOut]).toEqual(['2030-08-12', '2030-08-14']);
  });

  it('prefills the guests a reply carried, within what the room takes', () => {
    expect(initFlow([{ ...lavanda, check_in: '2030-08-12', check_out: '2030-08-14', guests: 2 }]).guests).toBe(2);
    expect(initFlow([{ ...lavanda, guests: 4 }]).guests).toBe(2);
    expect(initFlow([lavanda]).guests).toBe(1);
  });

  it('choosing a room moves to dates', () => {
    expect(flowReducer(initFlow([lavanda, mirto]), { type: 'selectRoom', room: mirto })).toMatchObject({ step: 'dates', room: mirto });
  });

  it.each([
    [null, null, 'flow.errors.dates'],
    ['2030-06-09', '2030-06-12', 'flow.errors.pastDate'],
    ['2030-06-12', '2030-06-12', 'flow.errors.checkOutAfter'],
  ])('refuses dates %s → %s with %s', (checkIn, checkOut, key) => {
    const s = run(initFlow([lavanda]), { type: 'setDates', checkIn, checkOut }, next);
    expect(s.step).toBe('dates');
    expect(s.error?.key).toBe(key);
  });

  it('refuses more guests than the room holds, naming the maximum', () => {
    const s = run(initFlow([lavanda]), { type: 'setDates', checkIn: '2030-07-01', checkOut: '2030-07-02' }, next, { type: 'setGuests', guests: 3 }, next);
    expect(s.step).toBe('guests');
    expect(s.error).toEqual({ key: 'flow.errors.maxGuests', params: { n: 2 } });
    expect(flowReducer(s, { type: 'setGuests', guests: 0 }).guests).toBe(1);
  });

  it('requires every detail and a valid e-mail', () => {
    const base = run(initFlow([lavanda]), { type: 'setDates', checkIn: '2030-07-01', checkOut: '2030-07-02' }, next, next);
    expect(run(base, { type: 'setDetails', details: { firstName: 'A', lastName: 'B', email: 'x@y.it' } }, next).error?.key).toBe('flow.errors.fillAll');
    expect(run(base, { type: 'setDetails', details: { firstName: 'A', lastName: 'B', email: 'x y@z.it', phone: '1' } }, next).error?.key).toBe('flow.errors.email');
  });

  it('requires the card as guarantee whatever the method', () => {
    const s = atPolicy();
    const payment = run(s, { type: 'back' }, { type: 'setPayment', payment: { method: 'onsite', cvv: '' } }, next);
    expect(payment.error?.key).toBe('flow.errors.card');
  });

  it('confirms only from the policy step and never goes back from the confirmation', () => {
    const s = atPolicy();
    expect(s.step).toBe('policy');
    expect(validateStep(s, TODAY)?.key).toBe('flow.errors.terms');
    const ticked = run(s, { type: 'setConsent', name: 'privacy', value: true }, { type: 'setConsent', name: 'terms', value: true });
    expect(validateStep(ticked, TODAY)).toBeNull();
    expect(flowReducer(ticked, next).step).toBe('policy');
    const done = flowReducer(ticked, { type: 'confirmed', result: { bookingId: 'b', reference: 'TS-ABC123', totalPrice: 100, nights: 2 } });
    expect(done.step).toBe('confirmation');
    expect(flowReducer(done, { type: 'back' })).toBe(done);
  });

  it('goes back one step at a time but not from room or dates', () => {
    const s = atPolicy();
    expect(run(s, { type: 'back' }).step).toBe('payment');
    expect(run(s, { type: 'back' }, { type: 'back' }, { type: 'back' }, { type: 'back' }).step).toBe('dates');
    expect(run(s, { type: 'back' }, { type: 'back' }, { type: 'back' }, { type: 'back' }, { type: 'back' }).step).toBe('dates');
  });

  it('computes the total from the shared nights rule (across the spring DST change)', () => {
    expect(flowTotalCents({ room: lavanda, guests: 2, more: [], checkIn: '2030-03-30', checkOut: '2030-04-02' })).toBe(15000);
    expect(flowTotalCents({ room: lavanda, guests: 2, more: [], checkIn: '2030-07-01', checkOut: '2030-07-04' })).toBe(15000);
  });
});

describe('several rooms in one chat booking', () => {
  const atGuests = () => run(initFlow([lavanda], [lavanda, mirto]), { type: 'setDates', checkIn: '2030-07-01', checkOut: '2030-07-03' }, next);

  it('adds a room the chat showed, once, with its own guests, and removes it again', () => {
    let s = run(atGuests(), { type: 'addRoom', room: mirto }, { type: 'addRoom', room: mirto }, { type: 'setRoomGuests', id: 'r2', guests: 2 });
    expect(flowRooms(s).map((c) => [c.room.id, c.guests])).toEqual([['r1', 1], ['r2', 2]]);
    expect(flowTotalCents(s)).toBe(20000);
    s = run(s, { type: 'removeRoom', id: 'r2' });
    expect(flowRooms(s)).toHaveLength(1);
  });

  it('adds no room the chat did not show, nor outside the guests step', () => {
    const other: FlowRoom = { ...mirto, id: 'r9' };
    expect(run(atGuests(), { type: 'addRoom', room: other }).more).toEqual([]);
    expect(run(initFlow([lavanda], [lavanda, mirto]), { type: 'addRoom', room: mirto }).more).toEqual([]);
  });

  it('keeps every room within what it takes', () => {
    const s = run(atGuests(), { type: 'addRoom', room: mirto }, { type: 'setRoomGuests', id: 'r2', guests: 3 }, next);
    expect(s.step).toBe('guests');
    expect(s.error).toEqual({ key: 'flow.errors.roomMaxGuests', params: { n: 2, room: 'Standard Twin Mirto' } });
  });
});

import { describe, expect, it } from 'vitest';
import type { PartyChange } from '@/domain/party.ts';
import { flowReducer, flowRooms, holdsRooms, initFlow, validateStep, type FlowRoom, type FlowState } from './booking-flow.ts';

const TODAY = '2030-06-10';
const lavanda: FlowRoom = { id: 'r1', name: 'Lavanda Deluxe', type: 'deluxe', price_per_night: 50, max_guests: 2 };
const mirto: FlowRoom = { id: 'r2', name: 'Standard Twin Mirto', type: 'standard', price_per_night: 50, max_guests: 2 };

const run = (state: FlowState, ...actions: Parameters<typeof flowReducer>[1][]) => actions.reduce(flowReducer, state);
const next = { type: 'next', today: TODAY } as const;

function atPolicy(): FlowState {
  return run(
    initFlow([lavanda], [], { country: 'Italia' }),
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
    const base = run(initFlow([lavanda], [], { country: 'Italy' }), { type: 'setDates', checkIn: '2030-07-01', checkOut: '2030-07-02' }, next, next);
    expect(run(base, { type: 'setDetails', details: { firstName: 'A', lastName: 'B', email: 'x@y.it' } }, next).error?.key).toBe('flow.errors.fillAll');
    expect(run(base, { type: 'setDetails', details: { firstName: 'A', lastName: 'B', email: 'x y@z.it', phone: '1' } }, next).error?.key).toBe('flow.errors.email');
    expect(run(base, { type: 'setDetails', details: { firstName: 'A', lastName: 'B', email: 'x@y.it', phone: '1', country: ' ' } }, next).error?.key).toBe('flow.errors.fillAll');
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
    const done = flowReducer(ticked, { type: 'confirmed', result: { bookingId: 'b', reference: 'TS-ABC123', totalPrice: 100, touristTax: 0, nights: 2 } });
    expect(done.step).toBe('confirmation');
    expect(flowReducer(done, { type: 'back' })).toBe(done);
  });

  it('goes back one step at a time but not from room or dates', () => {
    const s = atPolicy();
    expect(run(s, { type: 'back' }).step).toBe('payment');
    expect(run(s, { type: 'back' }, { type: 'back' }, { type: 'back' }, { type: 'back' }).step).toBe('dates');
    expect(run(s, { type: 'back' }, { type: 'back' }, { type: 'back' }, { type: 'back' }, { type: 'back' }).step).toBe('dates');
  });
});

describe('several rooms in one chat booking', () => {
  const atGuests = () => run(initFlow([lavanda], [lavanda, mirto]), { type: 'setDates', checkIn: '2030-07-01', checkOut: '2030-07-03' }, next);

  it('adds a room the chat showed, once, with its own guests, and removes it again', () => {
    let s = run(atGuests(), { type: 'addRoom', room: mirto }, { type: 'addRoom', room: mirto }, { type: 'setRoomGuests', id: 'r2', guests: 2 });
    expect(flowRooms(s).map((c) => [c.room.id, c.guests])).toEqual([['r1', 1], ['r2', 2]]);
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

describe('a family in the chat', () => {
  const elicrisio: FlowRoom = { id: 'r3', name: 'Elicrisio Standard', type: 'standard', price_per_night: 50, max_guests: 2, max_cots: 1, cot_fee: 5, max_extra_beds: 0 };
  const atGuests = (room = elicrisio) => run(initFlow([room], [room, mirto]), { type: 'setDates', checkIn: '2030-07-01', checkOut: '2030-07-03' }, next);
  const party = (id: string, change: PartyChange) => ({ type: 'changeParty', id, change }) as const;

  it('takes a third guest in a room for two only with a cot, and asks every child\'s age before going on', () => {
    let s = run(atGuests(), { type: 'setGuests', guests: 3 }, next);
    expect(s.error).toEqual({ key: 'flow.errors.maxGuests', params: { n: 2 } });
    s = run(s, party('r3', { field: 'cots', value: '1' }), party('r3', { field: 'children', value: '1' }), next);
    expect(s.step).toBe('guests');
    expect(s.error?.key).toBe('booking:validation.childAges');
    s = run(s, party('r3', { field: 'childAge', index: 0, value: '1' }), next);
    expect(s.step).toBe('details');
    expect(flowRooms(s)[0]).toMatchObject({ guests: 3, childAges: [1], cots: 1, extraBeds: 0 });
  });

  it('offers no cot the room does not allow and drops the ages of guests taken away', () => {
    const s = run(atGuests(), { type: 'addRoom', room: mirto }, party('r2', { field: 'cots', value: '1' }), { type: 'setRoomGuests', id: 'r2', guests: 2 },
      party('r2', { field: 'children', value: '1' }));
    expect(flowRooms(s)[1]).toMatchObject({ guests: 2, childAges: [null], cots: 0 });
    expect(flowRooms(run(s, { type: 'setRoomGuests', id: 'r2', guests: 1 }))[1].childAges).toEqual([]);
  });

  it('changes a party only on the guests step', () => {
    const s = run(initFlow([elicrisio]), party('r3', { field: 'cots', value: '1' }));
    expect(s.party.cots).toBe(0);
  });
});

describe('held rooms in the chat', () => {
  it('holds from the details to the terms, and lets go when the guest changes the stay', () => {
    expect((['room', 'dates', 'guests', 'confirmation'] as const).map(holdsRooms)).toEqual([false, false, false, false]);
    expect((['details', 'payment', 'policy'] as const).map(holdsRooms)).toEqual([true, true, true]);
    const s = atPolicy();
    expect(flowReducer(s, { type: 'changeStay' }).step).toBe('guests');
    expect(flowReducer(initFlow([lavanda]), { type: 'changeStay' }).step).toBe('dates');
  });

  it('goes back to the step whose field the server refused, saying what to fix', () => {
    const error = { key: 'booking:fieldError.checkIn.past' };
    expect(flowReducer(atPolicy(), { type: 'refused', step: 'dates', error })).toMatchObject({ step: 'dates', error });
    expect(flowReducer(atPolicy(), { type: 'refused', step: 'guests', error })).toMatchObject({ step: 'guests', error });
    // Outside the held steps it only says it.
    expect(flowReducer(initFlow([lavanda]), { type: 'refused', step: 'guests', error })).toMatchObject({ step: 'dates', error });
  });
});

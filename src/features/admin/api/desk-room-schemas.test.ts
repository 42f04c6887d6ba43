import { describe, expect, it } from 'vitest';
import { deskBookingSchema } from './desk-booking.ts';
import { refusedField, roomSettingsSchema } from './room-settings.ts';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('roomSettingsSchema', () => {
  const ok = { max_guests: 2, max_extra_beds: 1, extra_bed_fee: 25, max_cots: 1, cot_fee: 12.5 };
  it.each([
    [{}, {}],
    [{ max_guests: 0 }, { max_guests: 'rates:rooms.errors.max_guests' }],
    [{ max_guests: 11 }, { max_guests: 'rates:rooms.errors.max_guests' }],
    [{ max_cots: 4 }, { max_cots: 'rates:rooms.errors.max_cots' }],
    [{ max_extra_beds: 1.5 }, { max_extra_beds: 'rates:rooms.errors.max_extra_beds' }],
    [{ cot_fee: -1 }, { cot_fee: 'rates:rooms.errors.cot_fee' }],
    [{ cot_fee: 1.234 }, { cot_fee: 'rates:rooms.errors.cot_fee' }],
    [{ extra_bed_fee: Number.NaN }, { extra_bed_fee: 'rates:rooms.errors.extra_bed_fee' }],
  ])('%j → %j (the message names the field)', (patch, expected) => {
    expect(errorsOf(roomSettingsSchema.safeParse({ ...ok, ...patch }))).toEqual(expected);
  });

  it('reads the field out of the server refusal, and nothing else', () => {
    expect(refusedField('INVALID_ROOM_SETTING:cot_fee')).toBe('cot_fee');
    expect(refusedField('INVALID_ROOM_SETTING:colour')).toBeNull();
    expect(refusedField('UNKNOWN_ROOM')).toBeNull();
  });
});

describe('deskBookingSchema', () => {
  const base = {
    rooms: [{ room_id: 'a', guests: 2, child_ages: [], cots: 0, extra_beds: 0 }], check_in: '2030-01-01', check_out: '2030-01-03', first_name: 'A', last_name: 'B',
    email: 'a@b.it', phone: '', source: 'phone', language: 'it', guarantee: false, card: { number: '', expiry: '', cvv: '', holder: '' },
  } as const;
  it('asks no card without a guarantee, and every card field with one', () => {
    expect(deskBookingSchema.safeParse(base).success).toBe(true);
    expect(errorsOf(deskBookingSchema.safeParse({ ...base, guarantee: true }))).toEqual({
      'card.number': 'rates:desk.cardErrors.number', 'card.expiry': 'rates:desk.cardErrors.expiry',
      'card.cvv': 'rates:desk.cardErrors.cvv', 'card.holder': 'rates:desk.cardErrors.holder',
    });
    const card = { number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123', holder: 'Maria Rossi' };
    expect(deskBookingSchema.safeParse({ ...base, guarantee: true, card }).success).toBe(true);
  });

  it('refuses the same room twice and a departure not after the arrival', () => {
    const twice = deskBookingSchema.safeParse({ ...base, rooms: [base.rooms[0], { ...base.rooms[0], guests: 1 }], check_out: '2030-01-01' });
    expect(errorsOf(twice)).toEqual({ 'rooms.1.room_id': 'rates:desk.roomTwice', check_out: 'rates:desk.order' });
  });

  it("asks every child's age before the stay is sent, and takes cots and extra beds as whole numbers 0-3", () => {
    const family = { room_id: 'a', guests: 4, child_ages: [5, null], cots: 1, extra_beds: 0 };
    expect(errorsOf(deskBookingSchema.safeParse({ ...base, rooms: [family] }))).toEqual({ 'rooms.0.child_ages': 'rates:desk.childAges' });
    expect(deskBookingSchema.safeParse({ ...base, rooms: [{ ...family, child_ages: [5, 1] }] }).success).toBe(true);
    expect(deskBookingSchema.safeParse({ ...base, rooms: [{ ...family, child_ages: [5, 1], cots: 4 }] }).success).toBe(false);
  });
});

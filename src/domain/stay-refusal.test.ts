import { functionError } from '@/integrations/supabase/errors.ts';
import { describe, expect, it } from 'vitest';
import { fieldRefusal, fieldRefusalOfQuote } from './stay-refusal.ts';

const ROOM = '8f14e45f-ceea-467f-a0e6-2e5b1c3a7d10';
// create_booking's refusal as the payments function passes it on: the tag, and quote_stay's answer in the details.
const refused = (message: string, quote: Record<string, unknown>) => ({
  code: 'P0001', message, details: JSON.stringify({ ok: false, ...quote }), status: 400,
});

describe('fieldRefusal', () => {
  it.each([
    ['a past check-in', refused('INVALID_DATES', { reason: 'PAST_DATES' }), 'checkIn', 'booking:fieldError.checkIn.past'],
    ['a check-out not after the check-in', refused('INVALID_DATES', { reason: 'CHECK_OUT_NOT_AFTER_CHECK_IN' }), 'checkOut', 'booking:fieldError.checkOut.notAfter'],
    ['missing dates', refused('INVALID_DATES', { reason: 'INVALID_DATES' }), 'checkIn', 'booking:fieldError.checkIn.invalid'],
    ['a minimum stay', refused('MIN_STAY:3', { reason: 'MIN_STAY', min_nights: 3 }), 'checkOut', 'booking:fieldError.checkOut.minStay'],
    ['a closed arrival day', refused('CLOSED_TO_ARRIVAL', { reason: 'CLOSED_TO_ARRIVAL', date: '2027-08-01' }), 'checkIn', 'booking:fieldError.checkIn.closed'],
    ['a closed departure day', refused('CLOSED_TO_DEPARTURE', { reason: 'CLOSED_TO_DEPARTURE', date: '2027-08-03' }), 'checkOut', 'booking:fieldError.checkOut.closed'],
    ['a stay too long', refused('STAY_TOO_LONG:30', { reason: 'STAY_TOO_LONG', max_nights: 30 }), 'checkOut', 'booking:fieldError.checkOut.tooLong'],
    ['an unknown room', refused('INVALID_ROOMS', { reason: 'UNKNOWN_ROOM', room_id: ROOM }), 'rooms', 'booking:fieldError.rooms.unknown'],
  ])('puts %s on its field', (_, error, field, key) => {
    expect(fieldRefusal(error)).toMatchObject({ field, message: { key } });
  });

  it('names the room and its bad party field, with the room\'s allowance', () => {
    const over = refused('INVALID_GUESTS:Mirto', {
      reason: 'OVER_CAPACITY', field: 'guests', room: 'Mirto', room_id: ROOM, max_guests: 2, max_cots: 0, max_extra_beds: 0,
    });
    expect(fieldRefusal(over)).toEqual({
      field: 'guests', roomId: ROOM, message: { key: 'booking:fieldError.guests.over', params: { room: 'Mirto', count: 2 } },
    });
    const cots = refused('INVALID_GUESTS:Mirto', { reason: 'OVER_CAPACITY', field: 'cots', room: 'Mirto', room_id: ROOM, max_cots: 1 });
    expect(fieldRefusal(cots)?.message).toEqual({ key: 'booking:fieldError.cots.over', params: { room: 'Mirto', count: 1 } });
    const beds = refused('INVALID_GUESTS:Mirto', { reason: 'OVER_CAPACITY', field: 'extra_beds', room: 'Mirto', room_id: ROOM, max_extra_beds: 0 });
    expect(fieldRefusal(beds)).toMatchObject({ field: 'extraBeds', message: { key: 'booking:fieldError.extraBeds.over' } });
    const ages = refused('INVALID_GUESTS:Mirto', { reason: 'INVALID_GUESTS', field: 'child_ages', room: 'Mirto', room_id: ROOM });
    expect(fieldRefusal(ages)).toMatchObject({ field: 'childAges', roomId: ROOM, message: { key: 'booking:fieldError.childAges.invalid' } });
    const cot = refused('INVALID_GUESTS:Mirto', { reason: 'INVALID_GUESTS', field: 'cots', room: 'Mirto', room_id: ROOM });
    expect(fieldRefusal(cot)).toMatchObject({ field: 'cots', message: { key: 'booking:fieldError.cots.invalid' } });
  });

  it('reads a field the payments function refused before asking the database', () => {
    expect(fieldRefusal({ code: 'INVALID_FIELD', details: 'check_in' })).toMatchObject({ field: 'checkIn', roomId: null });
    expect(fieldRefusal({ code: 'INVALID_FIELD', details: 'rooms[0].guests' })).toMatchObject({ field: 'guests', roomIndex: 0 });
    expect(fieldRefusal({ code: 'INVALID_FIELD', details: 'rooms[1].child_ages[0]' })).toMatchObject({ field: 'childAges', roomIndex: 1 });
  });

  it('reads a room id that names no room, as the payments function answers it (the database\'s UNKNOWN_ROOM)', async () => {
    const body = { error: { code: 'INVALID_FIELD', message: 'Invalid field: rooms[1].room_id (unknown room)', details: 'rooms[1].room_id' } };
    const e = await functionError({ context: new Response(JSON.stringify(body), { status: 400 }) });
    expect(fieldRefusal(e)).toMatchObject({ field: 'rooms', roomId: null, message: { key: 'booking:fieldError.rooms.unknown' } });
  });

  it('leaves refusals that are not about a field to the caller', () => {
    expect(fieldRefusal({ code: '23P01', message: 'ROOM_UNAVAILABLE:Mirto', details: JSON.stringify({ ok: false, reason: 'TAKEN' }) })).toBeNull();
    expect(fieldRefusal({ code: 'P0001', message: 'HOLD_EXPIRED' })).toBeNull();
    expect(fieldRefusal({ code: 'INVALID_FIELD', details: 'card.number' })).toBeNull();
    expect(fieldRefusal({ code: 'P0001', message: 'INVALID_DATES', details: 'not json' })).toMatchObject({ field: 'checkIn' });
    expect(fieldRefusal(null)).toBeNull();
  });
});

describe('fieldRefusalOfQuote', () => {
  it('reads the quote the page or a hold got back', () => {
    expect(fieldRefusalOfQuote({ ok: false, reason: 'OVER_CAPACITY', field: 'guests', room: 'Mirto', room_id: ROOM, max_guests: 2 }))
      .toMatchObject({ field: 'guests', roomId: ROOM });
    expect(fieldRefusalOfQuote({ ok: false, reason: 'HELD', room: 'Mirto' })).toBeNull();
  });

  it('leaves the rates\' own reasons to the page\'s notice unless asked (the calendar already explains them)', () => {
    expect(fieldRefusalOfQuote({ ok: false, reason: 'MIN_STAY', min_nights: 3 }, { rates: false })).toBeNull();
    expect(fieldRefusalOfQuote({ ok: false, reason: 'MIN_STAY', min_nights: 3 })).toMatchObject({ field: 'checkOut' });
  });
});

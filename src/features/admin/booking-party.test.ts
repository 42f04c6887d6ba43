import { describe, expect, it } from 'vitest';
import { bookingParty } from './booking-party.ts';

describe('bookingParty', () => {
  it.each([
    ['no quote (an older booking)', null, null],
    ['a quote without rooms', { ok: true }, null],
    [
      'a family: guests count everyone, children by age, a cot and an extra bed',
      { rooms: [{ name: 'Lentischio', guests: 4, child_ages: [5, 1], cots: 1, extra_beds: 1 }] },
      [{ room: 'Lentischio', adults: 2, childAges: [5, 1], cots: 1, extraBeds: 1 }],
    ],
    [
      'a room stored before children, cots and beds existed',
      { rooms: [{ name: 'Mirto', guests: 2 }] },
      [{ room: 'Mirto', adults: 2, childAges: [], cots: 0, extraBeds: 0 }],
    ],
  ])('%s', (_name, quote, expected) => {
    expect(bookingParty(quote)).toEqual(expected);
  });
});

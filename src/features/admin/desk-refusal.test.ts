import { describe, expect, it } from 'vitest';
import { deskRefusal, partyRefusal } from './desk-refusal.ts';

const quote = (q: Record<string, unknown>) => JSON.stringify({ ok: false, room: 'Elicrisio Standard', ...q });
const roomName = (i: number) => ['Lavanda Deluxe', 'Elicrisio Standard'][i] ?? '';

describe('partyRefusal', () => {
  it.each([
    [{ reason: 'OVER_CAPACITY', field: 'cots', room: 'Elicrisio', max_cots: 1 }, { key: 'rates:desk.party.over.cots', params: { room: 'Elicrisio', count: 1 } }],
    [{ reason: 'OVER_CAPACITY', field: 'extra_beds', room: 'Mirto', max_extra_beds: 0 }, { key: 'rates:desk.party.over.extra_beds', params: { room: 'Mirto', count: 0 } }],
    [{ reason: 'OVER_CAPACITY', field: 'guests', room: 'Mirto', max_guests: 2 }, { key: 'rates:desk.party.over.guests', params: { room: 'Mirto', count: 2 } }],
    [{ reason: 'INVALID_GUESTS', field: 'cots', room: 'Elicrisio' }, { key: 'rates:desk.party.invalid.cots', params: { room: 'Elicrisio' } }],
    [{ reason: 'INVALID_GUESTS', field: 'child_ages', room: 'Elicrisio' }, { key: 'rates:desk.party.invalid.child_ages', params: { room: 'Elicrisio' } }],
    [{ reason: 'INVALID_GUESTS', field: 'colour', room: 'Elicrisio' }, null],
    [{ reason: 'MIN_STAY', field: 'cots' }, null],
  ])('%j → %j', (q, expected) => {
    expect(partyRefusal(q)).toEqual(expected);
  });
});

describe('deskRefusal', () => {
  it('names the party field of a refused booking from the quote in its details', () => {
    const error = { code: 'P0001', message: 'INVALID_GUESTS:Elicrisio Standard', details: quote({ reason: 'OVER_CAPACITY', field: 'cots', max_cots: 1 }) };
    expect(deskRefusal(error, roomName)).toEqual({ key: 'rates:desk.party.over.cots', params: { room: 'Elicrisio Standard', count: 1 } });
  });

  it('names the line of a field the payments function refused', () => {
    expect(deskRefusal({ code: 'INVALID_FIELD', message: 'Invalid field', details: 'rooms[1].extra_beds' }, roomName))
      .toEqual({ key: 'rates:desk.party.invalid.extra_beds', params: { room: 'Elicrisio Standard' } });
  });

  it('keeps the room-level message when the details name no field, and the generic one for anything else', () => {
    expect(deskRefusal({ code: 'P0001', message: 'INVALID_GUESTS:Mirto', details: 'not json' }, roomName))
      .toEqual({ key: 'rates:desk.refused.INVALID_GUESTS', params: { value: 'Mirto' } });
    expect(deskRefusal({ code: 'P0001', message: 'MIN_STAY:3', details: quote({ reason: 'MIN_STAY' }) }, roomName))
      .toEqual({ key: 'rates:desk.refused.MIN_STAY', params: { value: '3' } });
    expect(deskRefusal({ code: 'XX000', message: 'boom' }, roomName)).toEqual({ key: 'rates:desk.refused.other' });
  });
});

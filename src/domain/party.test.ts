import { describe, expect, it } from 'vitest';
import { agesChosen, changeParty, type Party } from './party.ts';

const limits = { maxGuests: 2, maxCots: 1, maxExtraBeds: 1 };
const two: Party = { guests: 2 };

describe('changeParty', () => {
  it('keeps guests within the beds, plus an extra bed and a cot when chosen', () => {
    expect(changeParty(two, { field: 'guests', value: 5 }, limits).guests).toBe(2);
    const withBed = changeParty(two, { field: 'extraBeds', value: 1 }, limits);
    expect(changeParty(withBed, { field: 'guests', value: 5 }, limits).guests).toBe(3);
    const withCot = changeParty(withBed, { field: 'cots', value: 3 }, limits);
    expect(withCot.cots).toBe(1);
    expect(changeParty(withCot, { field: 'guests', value: 9 }, limits).guests).toBe(4);
  });

  it('drops the guests the room can no longer hold when an extra bed goes', () => {
    const three = changeParty(changeParty(two, { field: 'extraBeds', value: 1 }, limits), { field: 'guests', value: 3 }, limits);
    expect(changeParty(three, { field: 'extraBeds', value: 0 }, limits).guests).toBe(2);
  });

  it('keeps at least one adult and an age per child, unset until chosen', () => {
    let p = changeParty(two, { field: 'children', value: 4 }, limits);
    expect(p.childAges).toEqual([null]);
    expect(agesChosen(p)).toBe(false);
    p = changeParty(p, { field: 'childAge', index: 0, value: '1' }, limits);
    expect(p.childAges).toEqual([1]);
    expect(agesChosen(p)).toBe(true);
    expect(changeParty(p, { field: 'childAge', index: 0, value: '40' }, limits).childAges).toEqual([17]);
    expect(changeParty(p, { field: 'guests', value: 1 }, limits).childAges).toEqual([]);
  });

  it('allows no cot or extra bed in a room without them', () => {
    const none = { maxGuests: 2, maxCots: 0, maxExtraBeds: 0 };
    expect(changeParty(two, { field: 'cots', value: 1 }, none).cots).toBe(0);
    expect(changeParty(two, { field: 'extraBeds', value: 1 }, none).extraBeds).toBe(0);
  });
});

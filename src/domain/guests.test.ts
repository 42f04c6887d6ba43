import { describe, expect, it } from 'vitest';
import { clampGuests } from './guests.ts';

describe('clampGuests', () => {
  it.each([
    [1, 2, 1],
    [2, 2, 2],
    [3, 2, 2],
    [0, 2, 1],
    [-4, 2, 1],
    [1.7, 2, 1],
    ['2', 2, 2],
    ['9', 2, 2],
    ['', 2, 1],
    ['abc', 2, 1],
    [Number.NaN, 2, 1],
    [undefined, 2, 1],
    [3, 4, 3],
  ])('clamps %j with max %i to %i', (input, max, out) => {
    expect(clampGuests(input, max)).toBe(out);
  });
});

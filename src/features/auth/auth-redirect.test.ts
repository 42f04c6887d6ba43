import { describe, expect, it } from 'vitest';
import { safeRedirect } from './auth-redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/prodotto/primo-fiore?x=1', '/prodotto/primo-fiore?x=1'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['checkout', null],
    ['', null],
    [null, null],
  ])('%j → %j', (input, out) => {
    expect(safeRedirect(input)).toBe(out);
  });
});

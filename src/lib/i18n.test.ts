import { describe, expect, it } from 'vitest';
import { toLanguage } from './i18n.ts';

describe('toLanguage', () => {
  it.each([
    ['it', 'it'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['EN', 'en'],
    ['fr', 'it'],
    ['', 'it'],
    [null, 'it'],
  ])('accepts only it and en (%o → %s)', (input, expected) => {
    expect(toLanguage(input)).toBe(expected);
  });
});

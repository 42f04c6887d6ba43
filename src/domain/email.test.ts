import { describe, expect, it } from 'vitest';
import { isEmail } from './email.ts';

describe('isEmail', () => {
  it.each([
    ['anna@example.it', true],
    ['  anna@example.it  ', true],
    ['a.b+c@sub.example.co.uk', true],
    ['anna@example', false],
    ['anna example@x.it', false],
    ['@example.it', false],
    ['anna@@example.it', false],
    ['', false],
  ])('%j → %s', (value, ok) => {
    expect(isEmail(value)).toBe(ok);
  });
});

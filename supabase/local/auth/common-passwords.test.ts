// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it.each(['password', '123456', 'qwerty123', 'iloveyou', 'Password1', 'admin123', 'secret123'])('refuses %s', (pw) => {
    expect(isCommonPassword(pw)).toBe(true);
  });

  it.each(['formaggio-42', 'pw-1f0c3a9e-0000', 'Pecorino di Gallura!', 'admin123!', 'staff123!', 'cliente123!'])('accepts %s', (pw) => {
    expect(isCommonPassword(pw)).toBe(false);
  });
});

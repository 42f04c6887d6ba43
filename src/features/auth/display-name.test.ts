import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.ts';

describe('displayName', () => {
  it.each([
    [{ email: 'anna.rossi@example.com', user_metadata: { first_name: 'Anna' } }, 'Anna'],
    [{ email: 'anna.rossi@example.com', user_metadata: { first_name: '  ' } }, 'anna.rossi'],
    [{ email: 'anna.rossi@example.com', user_metadata: {} }, 'anna.rossi'],
    [{ email: undefined, user_metadata: {} }, null],
    [null, null],
  ])('shows the first name, else the e-mail local part, else nothing (%#)', (user, expected) => {
    expect(displayName(user)).toBe(expected);
  });
});

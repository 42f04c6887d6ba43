import { describe, expect, it } from 'vitest';
import { signInErrorKey, signUpErrorKey } from './auth-errors.ts';

describe('auth error mapping', () => {
  it('maps wrong credentials to the Italian message key', () => {
    expect(signInErrorKey('Invalid login credentials')).toBe('auth:errors.invalidCredentials');
  });
  it('maps an already registered e-mail', () => {
    expect(signUpErrorKey('User already registered')).toBe('auth:errors.alreadyRegistered');
  });
  it('leaves other provider messages as they are', () => {
    expect(signInErrorKey('Email not confirmed')).toBeNull();
    expect(signUpErrorKey('Password should be at least 6 characters')).toBeNull();
  });
});

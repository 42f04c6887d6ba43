import { describe, expect, it } from 'vitest';
import { ApiError } from '@/integrations/supabase/errors.ts';
import { signInErrorKey, signUpErrorKey } from './auth-errors.ts';

describe('auth error mapping', () => {
  it('maps wrong credentials to the Italian message key', () => {
    expect(signInErrorKey(new ApiError('invalid_credentials', 'Invalid login credentials', null, null, 400))).toBe('auth:errors.invalidCredentials');
  });
  it('maps an already registered e-mail', () => {
    expect(signUpErrorKey(new ApiError('user_already_exists', 'User already registered', null, null, 422))).toBe('auth:errors.alreadyRegistered');
  });
  it('maps a common password refused by the server (weak_password) to a translated message', () => {
    const pwned = new ApiError('weak_password', 'Password is known to be weak and easy to guess, please choose a different one.', null, null, 422);
    expect(signUpErrorKey(pwned)).toBe('auth:errors.commonPassword');
  });
  it('maps the per-address rate limit to "try again later", on sign-up and sign-in', () => {
    const limited = new ApiError('over_request_rate_limit', 'Request rate limit reached', null, null, 429);
    expect(signUpErrorKey(limited)).toBe('auth:errors.tooManyAttempts');
    expect(signInErrorKey(limited)).toBe('auth:errors.tooManyAttempts');
  });
  it('leaves other provider messages as they are', () => {
    expect(signInErrorKey(new ApiError('email_not_confirmed', 'Email not confirmed'))).toBeNull();
    expect(signUpErrorKey(new Error('Failed to fetch'))).toBeNull();
  });
});

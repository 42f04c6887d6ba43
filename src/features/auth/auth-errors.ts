// Maps auth errors to the spec's texts (section 8) and our own translated ones, by GoTrue's error code. Returns an
// i18n key, or null to show the raw message.
type AuthFailure = Error & { code?: unknown };

const BY_CODE: Record<string, string> = {
  // Hosted auth's leaked-password protection, and the local list standing in for it.
  weak_password: 'auth:errors.commonPassword',
  over_request_rate_limit: 'auth:errors.tooManyAttempts',
};

const byCode = (e: AuthFailure): string | null => (typeof e.code === 'string' ? (BY_CODE[e.code] ?? null) : null);

export function signInErrorKey(e: AuthFailure): string | null {
  if (e.code === 'invalid_credentials' || /invalid login credentials/i.test(e.message)) return 'auth:errors.invalidCredentials';
  return byCode(e);
}

/** Errors of the new-password form (same_password only comes from there). */
export function newPasswordErrorKey(e: AuthFailure): string | null {
  if (e.code === 'same_password') return 'auth:recovery.samePassword';
  return byCode(e);
}

export function signUpErrorKey(e: AuthFailure): string | null {
  if (e.code === 'user_already_exists' || /already registered/i.test(e.message)) return 'auth:errors.alreadyRegistered';
  return byCode(e);
}

// GoTrue's error contract: 2024-01-01 format {code, message} (plus error_code/msg for older parsers),
// X-Supabase-Api-Version echoed and x-sb-error-code set, so auth-js reads the code.
export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The request opted into the 2024-01-01 format (auth-js always does). */
export const wantsNewFormat = (headers: Headers) => {
  const v = headers.get('x-supabase-api-version');
  return v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v) && v >= API_VERSION;
};

export function errorBody(e: AuthError, newFormat: boolean): Record<string, unknown> {
  return newFormat
    ? { code: e.code, error_code: e.code, message: e.message, msg: e.message, ...e.extra }
    : { code: e.status, error_code: e.code, msg: e.message, ...e.extra };
}

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const validation = (message: string) => new AuthError(400, 'validation_failed', message);
export const weakPassword = (min: number) =>
  new AuthError(422, 'weak_password', `Password should be at least ${min} characters.`, {
    weak_password: { reasons: ['length'] },
  });
/** GoTrue's answer when leaked-password protection finds the password (here: in the bundled common list). */
export const pwnedPassword = () =>
  new AuthError(422, 'weak_password', 'Password is known to be weak and easy to guess, please choose a different one.', {
    weak_password: { reasons: ['pwned'] },
  });
export const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
export const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');
export const noAuthorization = () =>
  new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
export const badJwt = (detail: string) =>
  new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);
export const rateLimited = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

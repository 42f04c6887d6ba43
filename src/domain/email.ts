// The e-mail address a guest may type, for every form of the app (booking page, in-chat booking): something,
// an @, a domain with a dot, no spaces, as the spec asks. The database checks again (public.is_valid_email).
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

// Maps provider messages to the spec's texts (section 8). Returns an i18n key, or null to show the raw message.
export function signInErrorKey(message: string): string | null {
  if (/invalid login credentials/i.test(message)) return 'auth:errors.invalidCredentials';
  return null;
}

export function signUpErrorKey(message: string): string | null {
  if (/already registered/i.test(message)) return 'auth:errors.alreadyRegistered';
  return null;
}

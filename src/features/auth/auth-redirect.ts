// Where to go after sign-in: a ?redirect= parameter or /checkout remembered by the login link. Only paths of
// this site are accepted, so the parameter cannot send users elsewhere.
const REDIRECT_STORAGE_KEY = 'auth_redirect';
export const REDIRECT_DELAY_MS = 100;

export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

export function rememberRedirect(target: string | null | undefined): void {
  const safe = safeRedirect(target);
  if (!safe) return;
  try {
    sessionStorage.setItem(REDIRECT_STORAGE_KEY, safe);
  } catch {
    // No storage: the user lands on the home page.
  }
}

/** Reads and clears the stored target. */
export function takeRedirect(): string | null {
  try {
    const value = sessionStorage.getItem(REDIRECT_STORAGE_KEY);
    sessionStorage.removeItem(REDIRECT_STORAGE_KEY);
    return safeRedirect(value);
  } catch {
    return null;
  }
}

// The visitor's cookie choice. Until it is 'all', no analytics or marketing storage may be used.
// Kept in local storage and mirrored in a cookie, so the server knows not to paint its copy of the notice
// (scripts/cookie-notice.mjs) for a visitor who has chosen.
export type CookieConsent = 'essential' | 'all';
const COOKIE_CONSENT_KEY = 'cookie_consent';

/** A first-party cookie of the site for a year (technical: it only records a choice the visitor made). */
export function setSiteCookie(name: string, value: string): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  if (typeof document !== 'undefined') document.cookie = `${name}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

export function readConsent(): CookieConsent | null {
  try {
    const v = localStorage.getItem(COOKIE_CONSENT_KEY);
    return v === 'essential' || v === 'all' ? v : null;
  } catch {
    return null;
  }
}

export function writeConsent(value: CookieConsent): void {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, value);
  } catch {
    // Without storage the notice shows again next visit, which is the safe side.
  }
  setSiteCookie(COOKIE_CONSENT_KEY, value);
}

/** Removes the server's copy of the notice (the app's own replaces it, or the visitor has chosen already). */
export function removePaintedNotice(): void {
  if (typeof document !== 'undefined') document.getElementById('first-notice')?.remove();
}

/** For a visitor who has chosen: no painted notice, and the cookie the server reads is there next time. */
export function settleConsent(): void {
  const consent = readConsent();
  if (!consent) return;
  setSiteCookie(COOKIE_CONSENT_KEY, consent);
  removePaintedNotice();
}

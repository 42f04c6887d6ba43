// The visitor's cookie choice. Until it is 'all', no analytics or marketing storage may be used.
export type CookieConsent = 'essential' | 'all';
export const COOKIE_CONSENT_KEY = 'cookie_consent';

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
}

export const hasNonEssentialConsent = (): boolean => readConsent() === 'all';

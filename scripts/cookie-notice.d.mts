// Types of scripts/cookie-notice.mjs for the TypeScript callers (tests).
export interface PaintedNotice {
  key: string;
  html: string;
}
export function createCookieNotice(notices: Record<string, string>): (cookieHeader?: string, pageLanguage?: 'it' | 'en') => PaintedNotice | null;
export function withCookieNotice(html: string, notice: PaintedNotice | null, afterPhoto?: boolean): string;

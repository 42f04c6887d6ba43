// What the "held for you" banner shows: the seconds left of a hold, as "m:ss", the hold's end in Rome time, and
// which announcement a screen reader hears (only when a mark is crossed, never every second).

/** Whole seconds until `expiresAt` (ISO), rounded up so "0:00" only shows once the hold has really lapsed. */
export function secondsLeft(expiresAt: string, now: number): number {
  const ms = Date.parse(expiresAt) - now;
  return Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/** 125 → "2:05". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The hold's end as the farm's clock shows it ("09:41"), whatever the visitor's time zone. */
export function holdUntil(expiresAt: string, lang: 'it' | 'en'): string {
  return new Intl.DateTimeFormat(lang === 'it' ? 'it-IT' : 'en-GB', {
    timeZone: 'Europe/Rome',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(expiresAt));
}

/** Seconds left at which the remaining time is announced. */
const MARKS = [300, 120, 60, 30] as const;

/**
 * The last mark the countdown has reached (5 min, 2 min, 1 min, 30 s), or null above 5 minutes and once expired.
 * Derived from the seconds left, so the live region's text changes, and is read, only when a mark is crossed.
 */
export function announcedMark(seconds: number): number | null {
  if (seconds <= 0) return null;
  let mark: number | null = null;
  for (const m of MARKS) if (seconds <= m) mark = m;
  return mark;
}

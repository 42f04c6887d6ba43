// Display rules of the conversation list: short session ids, Italian start times, language in capitals.
export const shortSession = (sessionId: string) => sessionId.slice(0, 8);

export const languageLabel = (language: string | null | undefined) => (language ?? '').toUpperCase() || '–';

const ITALIAN = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' });
export const italianDateTime = (iso: string) => ITALIAN.format(new Date(iso));

export type StatusTone = 'success' | 'neutral' | 'warning';
export const statusTone = (status: string): StatusTone => (status === 'active' ? 'success' : status === 'resolved' ? 'neutral' : 'warning');

/** Whether staff hold the conversation, for display only (the database's handover_held decides for the assistant):
 * taken, not handed back, and the take or the last staff reply within 30 minutes. */
const HANDOVER_LAPSE_MS = 30 * 60_000;
export function handoverHeld(
  h: { held_since: string | null; last_staff_reply_at: string | null; released_at: string | null } | null,
  now: Date,
): boolean {
  if (!h?.held_since || h.released_at) return false;
  const last = Math.max(Date.parse(h.held_since), h.last_staff_reply_at ? Date.parse(h.last_staff_reply_at) : 0);
  return now.getTime() - last < HANDOVER_LAPSE_MS;
}

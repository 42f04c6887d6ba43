// Whether staff hold a conversation, from its chatbot_handovers row: the dashboard's bar and the visitor's chat (which
// polls for staff replies only while held). For display and polling only: the database's handover_held decides for
// the assistant.
const HANDOVER_LAPSE_MS = 30 * 60_000;

interface HandoverTimes {
  held_since: string | null;
  last_staff_reply_at: string | null;
  released_at: string | null;
}

/** Taken, not handed back, and the take or the last staff reply within 30 minutes. */
export function handoverHeld(h: HandoverTimes | null, now: Date): boolean {
  if (!h?.held_since || h.released_at) return false;
  const last = Math.max(Date.parse(h.held_since), h.last_staff_reply_at ? Date.parse(h.last_staff_reply_at) : 0);
  return now.getTime() - last < HANDOVER_LAPSE_MS;
}

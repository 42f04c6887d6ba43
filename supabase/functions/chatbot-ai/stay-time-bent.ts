// "our flight is at 6pm, could we keep the room a bit longer?", "possiamo tenere la camera fino a pranzo?": the guest
// asks to bend the stay's usual time (the room kept past the check-out, an earlier check-in). The check-in's text says
// the usual times and that others are on request; only the farm grants them, so the reply gives its contacts.
import type { Reply, Settings } from './types.ts';
import { hasPhrase } from './words.ts';

/** The room held on to: kept, stayed in, not yet given back. */
const ROOM_KEPT = [
  'keep the room', 'keep our room', 'keep the rooms', 'stay in the room', 'stay in our room', 'hold the room', 'hold on to the room',
  'have the room', 'use the room', 'tenere la camera', 'tenere la stanza', 'tenere le camere', 'tenerci la camera', 'restare in camera',
  'rimanere in camera', 'restare nella camera', 'rimanere nella camera', 'restare nella stanza', 'rimanere nella stanza',
  'usare la camera', 'avere la camera', 'lasciare la camera piu tardi', 'liberare la camera piu tardi',
];
/** Past the usual time: longer, later, until an hour or a meal. */
const PAST_USUAL = [
  'longer', 'later', 'late', 'until', 'till', 'til', 'past', 'after', 'fino', 'piu a lungo', 'piu tardi', 'dopo', 'pranzo',
  'lunch', 'noon', 'midday', 'mezzogiorno', 'pomeriggio', 'afternoon', 'evening', 'sera',
];
/** A bent time named as such. */
const BENT_NAMED = [
  'late check out', 'late checkout', 'check out later', 'check out late', 'checkout later', 'later check out', 'early check in',
  'earlier check in', 'check in earlier', 'check in early', 'check out posticipato', 'check out tardivo', 'check out piu tardi',
  'check in anticipato', 'check in prima', 'posticipare il check out', 'anticipare il check in',
];

/** The guest asks to keep the room past the check-out or to bend the stay's times. */
export const stayTimeBentAskedIn = (tokens: string[]) =>
  BENT_NAMED.some((p) => hasPhrase(tokens, p)) ||
  (ROOM_KEPT.some((p) => hasPhrase(tokens, p)) && (PAST_USUAL.some((p) => hasPhrase(tokens, p)) || tokens.some((t) => /^\d{1,2}(?:[:.]\d\d)?(?:am|pm)?$/.test(t))));

/** The reply, with the farm to ask and its contacts when it gives none. */
export function withStayTimeBent(reply: Reply, lang: 'it' | 'en', s: Settings): Reply {
  if (!s.contact_phone || [s.contact_phone, s.contact_email].some((c) => c && reply.message.includes(c))) return reply;
  const ask = lang === 'en'
    ? `To ask for a different time on your day, contact the farm: phone ${s.contact_phone}, e-mail ${s.contact_email}.`
    : `Per chiedere un orario diverso nel tuo giorno, contatta la tenuta: telefono ${s.contact_phone}, e-mail ${s.contact_email}.`;
  return { ...reply, message: `${reply.message} ${ask}` };
}

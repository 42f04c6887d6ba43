// "sarebbe possibile che qualcuno mi telefonasse?", "could someone give me a ring to help me book?": a call back asked
// in any form of the verb is the callback (and the farm's number), whatever room or party it is for.
import type { Understanding } from './understand.ts';

const CALL_VERB = /^(?:ri)?(?:telefon|chiam|contatt)[a-z]*$/;
const CALL_ME = /^(?:ri)?(?:telefon|chiam|contatt)(?:ar|at[ae]|er)mi$/;
const MI = new Set(['mi', 'ci']);
const EN_CALL = ['call me', 'ring me', 'phone me', 'give me a ring', 'give me a call', 'give us a call', 'give us a ring', 'call us back', 'call me back', 'phone us', 'ring us', 'call back', 'callback', 'ring back', 'phone back', 'a call about'];

/** Whether the message asks to be called: "mi telefonasse", "ci potete chiamare", "chiamarmi", "give me a ring". */
export function callbackAskedIn(tokens: string[]): boolean {
  const joined = ` ${tokens.join(' ')} `;
  if (EN_CALL.some((p) => joined.includes(` ${p} `))) return true;
  return tokens.some((t, i) => CALL_ME.test(t) || (CALL_VERB.test(t) && (MI.has(tokens[i - 1]) || (MI.has(tokens[i - 2]) && /^(?:pu|pot|vole|dov)/.test(tokens[i - 1] ?? '')))));
}

/** The callback read over a room, a party or a booking said beside it: "call me back about our booking" asks to be
 * called, not the booking's lookup, even when the booking's words score as much as the call's. */
export function withCallbackAsked(u: Understanding): Understanding {
  if (!callbackAskedIn(u.tokens) || u.intent === 'lead') return u;
  const top = Math.max(0, ...Object.values(u.scores).map((s) => s ?? 0));
  return { ...u, intent: 'lead', scores: { ...u.scores, lead: Math.max(7, top + 1) } };
}

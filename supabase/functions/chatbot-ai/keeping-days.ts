// How long a product keeps ("la ricotta quanto si conserva? torno dopo 3 giorni", "how many days will the pecorino
// last out of the fridge?"): the storage the data gives, and when it gives no number of days, that the farm is to
// ask for it (the contacts are added to such a reply), never a figure of our own.
import { normalise } from './normalise.ts';
import type { Lang, Reply } from './types.ts';

const KEEPING = new RegExp([
  String.raw`\bquanto (?:tempo )?(?:si |se )?(?:conserv\w*|dura|durano|mantien\w*|resist\w*|regge|reggono)\b`,
  String.raw`\bper quanti? (?:giorni|tempo|settimane)\b`,
  String.raw`\bquanti giorni\b.*\b(?:conserv\w*|dura|durano|frigo\w*|regge|tiene|resist\w*)\b`,
  String.raw`\bhow long\b.*\b(?:keep|keeps|last|lasts|stay|stays|good|fresh)\b`,
  String.raw`\bhow many days\b.*\b(?:keep|keeps|last|lasts|fridge|good|fresh)\b`,
  String.raw`\b(?:shelf life|scadenza|scade|expire\w*|expiry|best before)\b`,
].join('|'));

/** Whether the message asks how long a product keeps. */
export const keepingTimeAskedIn = (said: string) => KEEPING.test(normalise(said));

const DAYS_SAID = /\b\d+\s*(?:-\s*\d+\s*)?(?:giorni|giorno|days?|settimane|settimana|weeks?)\b/i;

/** The reply with, when it gives no number of days, that the data does not say and the farm is to ask. */
export function withKeepingDays(reply: Reply, lang: Lang): Reply {
  if (DAYS_SAID.test(reply.message)) return reply;
  const ask = lang === 'it'
    ? 'Per quanti giorni si conserva di preciso i nostri dati non lo dicono: chiedi alla tenuta.'
    : 'For how many days exactly it keeps, our data does not say: ask the farm.';
  return { ...reply, message: `${reply.message} ${ask}` };
}

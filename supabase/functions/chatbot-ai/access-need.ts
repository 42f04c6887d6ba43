// "is it step free? my mum uses a wheelchair", "mio padre è in carrozzina, ci sono gradini?": a need of access said
// (a wheelchair, crutches, no steps) is the accessibility entry, whatever word of a stay comes with it ("free", "the
// rooms"), as long as no dates are said: with dates it is a stay to check, the rooms' own answer.
import type { KnowledgeHit } from './knowledge.ts';
import { wordedWith } from './knowledge.ts';

/** Who needs it: a wheelchair or crutches, moving with difficulty. */
const ACCESS_NEED = /\b(?:wheel ?chairs?|sedia a rotelle|sedie a rotelle|carrozzin[ae]|stampell\w*|crutches|deambulant\w*|disabil\w*|disabled|mobility|walking frame|zimmer frame|girello)\b/;
/** What is asked of the place: steps, stairs, a ramp, the ground floor, access. */
const ACCESS_ASKED = /\b(?:step[ -]?free|steps?|stairs?|gradin[oi]|scalin[oi]|scale|rampa|ramps?|piano terra|ground floor|barrier\w*|barrier[ae]|accessib\w*|access|accesso)\b/;

/** Whether the message (normalised) says a need of access, or asks the place's steps with someone who needs it. */
export const accessNeedSaidIn = (normalised: string) => ACCESS_NEED.test(normalised) || /\bstep[ -]?free\b|\b(?:senza|without|no) (?:gradini|scalini|barriere|stairs|steps)\b/.test(normalised) ||
  (ACCESS_ASKED.test(normalised) && /\b(?:can t|cant|cannot|non (?:puo|riesce|fa))\b/.test(normalised));

/** The words that find the accessibility entry. */
export const ACCESS_SEARCH = 'accessibile accessible sedia a rotelle wheelchair';

/** The accessibility entry among the hits: the best specific one worded with access. */
export function accessEntryOf(hits: KnowledgeHit[], isGeneral: (topic: string) => boolean): KnowledgeHit | null {
  return hits.filter((h) => !isGeneral(h.topic) && wordedWith(h, ['accessibile', 'accessible'])).sort((a, b) => b.score - a.score)[0] ?? null;
}

// "atterriamo alle 23, quanto ci vuole? ci aprite lo stesso?": the way here asked with a late hour asks two things,
// how long the drive is and whether the guest can still get in. The late arrival's entry (worded with "late") is said
// after the way here, when the search found it among the first hits.
import type { KnowledgeHit } from './knowledge.ts';
import { wordedWith } from './knowledge.ts';
import { domainWords } from './synonyms.ts';
import type { Reply } from './types.ts';

/** Below this score an entry worded with "late" is a coincidence, not the late arrival asked. */
const LATE_ENTRY_AT = 0.2;

/** The reply about the way here, with the late arrival's entry after it when the message says a late hour. */
export function withLateArrival(reply: Reply, question: string, hits: KnowledgeHit[], isGeneral: (topic: string) => boolean): Reply {
  if (!domainWords(question).includes('late')) return reply;
  const late = hits.slice(0, 3).find((h) => !isGeneral(h.topic) && h.score >= LATE_ENTRY_AT && wordedWith(h, ['tardi', 'late']));
  if (!late || reply.message.includes(late.answer)) return reply;
  return { ...reply, message: `${reply.message} ${late.answer}` };
}

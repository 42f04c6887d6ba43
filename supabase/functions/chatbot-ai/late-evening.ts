// Something guests do late in the evening ("play music on the terrace until midnight", "giochiamo a carte fino a
// tardi", "is there a curfew?"): what is asked is how late it may go on, the quiet hours of the house rules, not an
// activity the farm offers nor the late arrival. Kinds, not sentences.
import type { KnowledgeHit } from './knowledge.ts';
import { wordedWith } from './knowledge.ts';
import { hasPhrase } from './words.ts';

/** Late in the evening, or how late something may go on. */
const LATE_EVENING = [
  'till late', 'until late', 'til late', 'late at night', 'late in the evening', 'late into the night', 'all night',
  'until midnight', 'till midnight', 'after midnight', 'past midnight', 'fino a tardi', 'fino a notte', 'a tarda sera',
  'a tarda notte', 'notte fonda', 'tutta la notte', 'fino a mezzanotte', 'dopo mezzanotte', 'oltre mezzanotte',
  'fino all una', 'fino alle due', 'til what time', 'til when', 'until 1am', 'until 2am', 'till 1am', 'till 2am', 'how late', 'until what time',
  'till what time', 'fino a che ora', 'fino a quando', 'fino a che orario', 'fino a quale ora',
  // Staying up late as a habit of the party ("we stay up late", "tiriamo tardi"): the night is theirs to spend.
  'up late', 'late nights', 'late night', 'night owls', 'fare tardi', 'facciamo tardi', 'tirare tardi', 'tiriamo tardi',
  'ore piccole', 'nottambuli', 'nottate',
];
/** What guests do in the evening that others may hear. */
const DOING = [
  'play', 'playing', 'played', 'music', 'musica', 'suonare', 'suoniamo', 'chitarra', 'guitar', 'giocare', 'giochiamo', 'carte',
  'cards', 'party', 'festa', 'festeggiare', 'celebrate', 'ballare', 'dance', 'dancing', 'cantare', 'sing', 'singing',
  'chiacchierare', 'chiacchierando', 'chiacchiere', 'chatting', 'talking', 'drinks', 'drinking', 'bere', 'stay up', 'staying up', 'stare alzati',
  'stare svegli', 'restare svegli', 'stare fuori', 'sit outside', 'stay outside', 'hang out', 'karaoke', 'barbecue',
  'grigliata', 'bonfire', 'falo', 'speaker', 'cassa', 'stereo', 'loud', 'rumore', 'noise',
];
/** Asking for the rule itself: a curfew, the quiet time. */
const CURFEW = ['curfew', 'coprifuoco', 'quiet time', 'quiet hours', 'ore di silenzio', 'orario di silenzio', 'ora del silenzio', 'orari di silenzio'];

/** Being loud, or having to quiet down: "keep it down", "we're a noisy lot", "dobbiamo fare piano". */
const QUIETING_DOWN = [
  'keep it down', 'keep the noise down', 'keep the volume down', 'keep quiet', 'be quiet', 'stay quiet', 'tone it down',
  'turn it down', 'turn the music down', 'quiet down', 'loud', 'louder', 'noisy', 'rowdy', 'make noise', 'making noise',
  'fare piano', 'fare silenzio', 'stare zitti', 'abbassare la voce', 'abbassare il volume', 'abbassare la musica',
  'rumorosi', 'rumorose', 'rumoroso', 'chiassosi', 'chiassose', 'casinisti', 'fare casino', 'fare rumore', 'fare baccano',
  // "noisy" is corrected to the lexicon's "noise".
  'noise',
];
/** When, asked of it: the hour, or the night it is about. */
const WHEN_QUIET = [
  'what time', 'from when', 'da che ora', 'a che ora', 'da quando', 'che ora', 'che orario', 'when', 'quando',
  'at night', 'di notte', 'la sera', 'in the evening', 'la notte', 'tonight', 'stasera',
];

const any = (tokens: string[], list: string[]) => list.some((p) => hasPhrase(tokens, p));

/** Whether the message asks how late guests may do something others hear, or the curfew itself, or from when they
 * must be quiet ("from what time do we keep it down?", "la sera da che ora bisogna fare piano?"), or says the party
 * is loud and stays up late ("we're a loud lot and stay up late"): then the rule that applies is what they need. */
export const lateEveningAskedIn = (tokens: string[]) =>
  any(tokens, CURFEW) || (any(tokens, LATE_EVENING) && any(tokens, DOING)) ||
  (any(tokens, QUIETING_DOWN) && (any(tokens, WHEN_QUIET) || any(tokens, LATE_EVENING)));

/** What it adds to the house rules' score: enough to outweigh "cards" (payment) or "group" (a lead). */
export const lateEveningRulesScore = (tokens: string[]) => (lateEveningAskedIn(tokens) ? 6 : 0);

const QUIET_WORDS = ['silenzio', 'quiet'];
/** The quiet hours' entry's own words, searched beside the guest's. */
export const QUIET_HOURS_SEARCH_WORDS = QUIET_WORDS.join(' ');
const figures = (answer: string) => [...answer.matchAll(/\d+(?:[:.,]\d+)?/g)].map((m) => m[0].replace('.', ':'));

/** Words of an entry about the evening's own doings (music, parties): such an entry as high is a rival. Not "cards",
 * which the payment's entries are worded with. */
const EVENING_RIVAL = ['music', 'musica', 'party', 'parties', 'festa', 'feste', 'eventi', 'events', 'speaker', 'karaoke', 'dance', 'ballare', 'rumore', 'noise', 'loud'];

/** The quiet hours' entry among the hits (a farm entry worded with silence or quiet), unless another entry as high is
 * worded with the evening's doings (a rival: no entry picked) or the house rules' text states other hours
 * (`disagree`: neither may answer). An entry worded with arriving late is no rival: the lateness is the evening's. */
export function quietHoursAnswer(hits: KnowledgeHit[], isGeneral: (topic: string) => boolean): { entry: KnowledgeHit | null; disagree: boolean } {
  const quiet = hits.find((h) => !isGeneral(h.topic) && wordedWith(h, QUIET_WORDS));
  if (!quiet) return { entry: null, disagree: false };
  const rules = hits.find((h) => h.topic === 'rules');
  if (rules && !figures(quiet.answer).every((f) => figures(rules.answer).includes(f))) return { entry: null, disagree: true };
  const rival = hits.some((h) => h !== quiet && !isGeneral(h.topic) && h.score >= quiet.score - 0.1 && wordedWith(h, EVENING_RIVAL) && !wordedWith(h, QUIET_WORDS));
  return { entry: rival ? null : quiet, disagree: false };
}

// Staff-taught entries (public.chatbot_knowledge). Retrieval runs in Postgres (public.search_knowledge: Italian
// and English full-text search plus trigram similarity for typos), so it answers the same on the hosted project;
// here only the decision on its ranked hits: one clear match answers, close ones are offered, weak ones are not.
import type { Lang } from './types.ts';

export interface KnowledgeEntry {
  id: string;
  topic: string;
  question_it: string;
  question_en: string;
  answer_it: string;
  answer_en: string;
  phrasings_it: string[];
  phrasings_en: string[];
}

/** A row of public.search_knowledge: question and answer in the language asked for, score from 0 to 1. */
export interface KnowledgeHit {
  id: string;
  topic: string;
  question: string;
  answer: string;
  score: number;
  /** Its questions and phrasings in both languages, folded (lower case, no accents). */
  wordings?: string;
}

export type KnowledgePick =
  | { kind: 'answer'; hit: KnowledgeHit }
  | { kind: 'choices'; hits: KnowledgeHit[] }
  | { kind: 'none' };

/** At or above this score, and this far ahead of the next entry, an entry answers. */
const ANSWER_AT = 0.6;
const CLEAR_LEAD = 0.1;
/** At or above this score an entry may be offered as "Did you mean…?", with those within CLOSE of the best. */
const OFFER_AT = 0.5;
const CLOSE = 0.15;
const MAX_CHOICES = 3;

/** A long message in a guest's own words ("veniamo col camper, c e spazio per lasciarlo?") has many words no entry
 * holds, which keep every score low; what tells is then how far the best entry stands above the others. An entry
 * at or above `min` and at least CLEAR_RATIO times the next one's score (or the only one) is the one meant, when
 * the engine has a reading of its own that rests on a single word (engine.ts `softDecision`); with no reading at all
 * (pickKnowledge) a lone low match is too often a coincidence ("tempo in spiaggia" is not the beaches' distance). */
const CLEAR_RATIO = 1.5;
export function clearlyAhead(hits: KnowledgeHit[], min: number): KnowledgeHit | null {
  const [top, next] = [...hits].sort((a, b) => b.score - a.score);
  if (!top || top.score < min) return null;
  return !next || top.score >= CLEAR_RATIO * next.score ? top : null;
}

/** What to do with the hits of a question: answer from one entry, offer up to three, or admit not knowing. */
export function pickKnowledge(hits: KnowledgeHit[]): KnowledgePick {
  const ranked = [...hits].sort((a, b) => b.score - a.score);
  const [top, next] = ranked;
  if (!top || top.score < OFFER_AT) return { kind: 'none' };
  if (top.score >= ANSWER_AT && (!next || top.score - next.score >= CLEAR_LEAD)) return { kind: 'answer', hit: top };
  const close = ranked.filter((h) => h.score >= OFFER_AT && top.score - h.score <= CLOSE).slice(0, MAX_CHOICES);
  // One weak match alone is not offered: too often a guess.
  return close.length >= 2 ? { kind: 'choices', hits: close } : { kind: 'none' };
}

export const answerOf = (e: KnowledgeEntry, lang: Lang) => (lang === 'en' ? e.answer_en : e.answer_it);

/** Whether an entry is worded with one of these words, or a word sharing its first five letters ("assaggio" and
 * "assaggiare", "compresa" and "compreso"): what it is about is what the guest said. */
export function wordedWith(hit: KnowledgeHit, said: string[]): boolean {
  return wordedShare(hit, said) > 0;
}

/** The share of these words an entry is worded with (as `wordedWith`). */
export function wordedShare(hit: KnowledgeHit, said: string[]): number {
  if (!said.length) return 0;
  const words = (hit.wordings ?? '').split(' ');
  const alike = (w: string, x: string) => x === w || (w.length >= 5 && x.length >= 5 && x.slice(0, 5) === w.slice(0, 5));
  return said.filter((w) => words.some((x) => alike(w, x))).length / said.length;
}

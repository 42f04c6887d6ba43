// Staff-taught entries (public.chatbot_knowledge): a message is matched against each entry's question and example
// wordings in both languages with the same word step as the rest of the engine (whole words, typos corrected
// against the entries' own words). Only a good overlap answers; anything weaker is not guessed.
import type { Lang } from './types.ts';
import { vocabulary, words } from './words.ts';

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

// Words that say nothing of the topic on their own.
const STOP = new Set(
  ('il lo la i gli le un una uno di del della dei delle da in con su per tra fra a al alla ai e o ma che chi come ' +
    'mi ti si ci vi ne se non piu sono sei e ho hai ha abbiamo avete hanno c posso puoi potete qual quale quali ' +
    'the an of to in on at for with and or but is are was be do does did can could i you we it my your our ' +
    'me us there what which how when where who please any some have has had will would this that')
    .split(' '),
);

const content = (tokens: string[]) => new Set(tokens.filter((t) => t.length > 1 && !STOP.has(t)));

/** Above this share of shared words (Dice coefficient) an entry answers. */
const MATCH_THRESHOLD = 0.6;

const wordings = (e: KnowledgeEntry) => [e.question_it, e.question_en, ...e.phrasings_it, ...e.phrasings_en];

/** The entry a message asks about, or null when none scores well enough. */
export function matchKnowledge(message: string, entries: KnowledgeEntry[]): { entry: KnowledgeEntry; score: number } | null {
  if (!entries.length) return null;
  const vocab = vocabulary(entries.flatMap((e) => wordings(e).flatMap((w) => words(w, vocabulary([])))));
  const asked = content(words(message, vocab));
  if (!asked.size) return null;
  let best: { entry: KnowledgeEntry; score: number } | null = null;
  for (const entry of entries) {
    for (const w of wordings(entry)) {
      const said = content(words(w, vocab));
      if (!said.size) continue;
      let shared = 0;
      for (const t of said) if (asked.has(t)) shared++;
      const score = (2 * shared) / (said.size + asked.size);
      if (!best || score > best.score) best = { entry, score };
    }
  }
  return best && best.score >= MATCH_THRESHOLD ? best : null;
}

export const answerOf = (e: KnowledgeEntry, lang: Lang) => (lang === 'en' ? e.answer_en : e.answer_it);

/** The entry that answers one of the engine's intents ('rules', 'checkin', ...), if staff keep one active. */
export const byTopic = (entries: KnowledgeEntry[], topic: string) => entries.find((e) => e.topic === topic) ?? null;

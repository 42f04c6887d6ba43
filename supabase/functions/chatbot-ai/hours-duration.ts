// "Hours" said as a length of time ("a couple of hours a day", "two hours' drive", "for hours") is no opening hours:
// the word weighs 4 for the hours intent only when it names the farm's hours ("your hours", "opening hours").
import { KEYWORDS } from './intents.ts';

const BEFORE = new Set(['couple', 'few', 'several', 'many', 'some', 'two', 'three', 'four', 'five', 'six', 'eight', 'ten', 'an', 'for',
  'extra', 'more', 'long', 'half', 'per', 'of']);
const AFTER = new Set(['a', 'per', 'of', 'long', 'drive', 'away', 'late', 'early', 'later', 'earlier', 'ago', 'before', 'after', 'by', 'in']);

/** Whether every "hours" of the message is a length of time: a count or a span before it, or what follows it. */
export function hoursOnlyDuration(tokens: string[]): boolean {
  const at = tokens.flatMap((t, i) => (t === 'hours' ? [i] : []));
  const span = (i: number) => /^\d+$/.test(tokens[i - 1] ?? '') || BEFORE.has(tokens[i - 1] ?? '') || AFTER.has(tokens[i + 1] ?? '');
  return at.length > 0 && at.every(span) && !tokens.includes('opening');
}

const HOURS_WEIGHT = KEYWORDS.hours.find(([p]) => p === 'hours')?.[1] ?? 0;

/** The scores with the weight of "hours" taken back when it only says a length of time. */
export function withoutDurationHours<S extends Partial<Record<string, number>>>(scores: S, tokens: string[]): S {
  if (!hoursOnlyDuration(tokens) || !scores.hours) return scores;
  const left = scores.hours - HOURS_WEIGHT;
  const { hours: _h, ...rest } = scores;
  return (left > 0 ? { ...rest, hours: left } : rest) as S;
}

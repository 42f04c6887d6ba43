import { format, parseISO } from 'date-fns';
import { enGB, it } from 'date-fns/locale';

export type DateLanguage = 'it' | 'en';

const locales = { it, en: enGB } as const;

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** `YYYY-MM-DD` of a local calendar day (what the database's `date` columns hold). By hand, not date-fns' `format`:
 * the booking calendar asks it for every drawn day on every render, and `format` parses its pattern each call. */
export function toIsoDate(day: Date): string {
  return `${String(day.getFullYear()).padStart(4, '0')}-${pad2(day.getMonth() + 1)}-${pad2(day.getDate())}`;
}

/** A `date` column value as a local calendar day (no UTC shift). */
export function fromIsoDate(value: string): Date {
  return parseISO(value);
}

/** Long date in the interface language, e.g. "12 agosto 2025" / "12 August 2025". */
export function formatDate(value: Date | string, lang: DateLanguage = 'it', pattern = 'd MMMM yyyy'): string {
  const day = typeof value === 'string' ? parseISO(value) : value;
  return format(day, pattern, { locale: locales[lang] });
}

/** Date and time, e.g. "12/08/2025 14:05". */
export function formatDateTime(value: Date | string, lang: DateLanguage = 'it'): string {
  return formatDate(value, lang, 'dd/MM/yyyy HH:mm');
}

/** Monday first in Italian, Sunday first in English (calendar rule of the spec). */
export function weekStartsOn(lang: DateLanguage): 0 | 1 {
  return lang === 'it' ? 1 : 0;
}

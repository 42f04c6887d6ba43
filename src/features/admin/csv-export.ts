// The orders CSV as the admin gets it: the file's name and the default number format of the admin's language
// (the export-orders function writes the file in that language and format).
import type { Language } from '@/lib/i18n.ts';

/** 'it': semicolons and decimal commas, what Italian spreadsheet programs read; 'intl': commas and points. */
export type CsvFormat = 'it' | 'intl';
export const CSV_FORMATS: readonly CsvFormat[] = ['it', 'intl'];

export const defaultCsvFormat = (lang: Language): CsvFormat => (lang === 'it' ? 'it' : 'intl');

/** The CSV download's name: `ordini-YYYY-MM-DD.csv` (`orders-…` in English) in the browser's local date. */
export function exportFileName(lang: Language, day: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${lang === 'en' ? 'orders' : 'ordini'}-${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}.csv`;
}

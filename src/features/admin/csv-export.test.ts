import { expect, it } from 'vitest';
import { defaultCsvFormat, exportFileName } from './csv-export.ts';

it('names the export with the local date, in the admin language', () => {
  expect(exportFileName('it', new Date(2026, 0, 5, 23, 59))).toBe('ordini-2026-01-05.csv');
  expect(exportFileName('en', new Date(2026, 0, 5, 23, 59))).toBe('orders-2026-01-05.csv');
});

it('offers the Italian admin the Italian format (semicolons, decimal comma) and the English admin commas and points', () => {
  expect(defaultCsvFormat('it')).toBe('it');
  expect(defaultCsvFormat('en')).toBe('intl');
});

import { expect, it } from 'vitest';
import { exportFileName } from './export-file-name.ts';

it('names the export with the local date', () => {
  expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('ordini-2026-01-05.csv');
});

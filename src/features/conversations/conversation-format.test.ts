import { expect, it } from 'vitest';
import { italianDateTime, languageLabel, shortSession, statusTone } from './conversation-format.ts';

it('shows the first 8 characters of the session id and the language in capitals', () => {
  expect(shortSession('3f2a9c1e-77aa-4b1c-9d00-000000000000')).toBe('3f2a9c1e');
  expect(languageLabel('en')).toBe('EN');
  expect(languageLabel(null)).toBe('–');
});

it('formats start times the Italian way, in Rome time', () => {
  expect(italianDateTime('2026-07-14T08:05:00Z')).toBe('14/07/26, 10:05');
});

it('gives active, resolved and other statuses their own tone', () => {
  expect([statusTone('active'), statusTone('resolved'), statusTone('escalated')]).toEqual(['success', 'neutral', 'warning']);
});

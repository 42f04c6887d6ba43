import { expect, it } from 'vitest';
import { handoverHeld, italianDateTime, languageLabel, shortSession, statusTone } from './conversation-format.ts';

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

it.each([
  ['never taken', null, false],
  ['taken 10 minutes ago', { held_since: '2026-11-26T09:50:00Z', last_staff_reply_at: null, released_at: null }, true],
  ['taken 40 minutes ago, replied 20 minutes ago', { held_since: '2026-11-26T09:20:00Z', last_staff_reply_at: '2026-11-26T09:40:00Z', released_at: null }, true],
  ['last reply 31 minutes ago', { held_since: '2026-11-26T09:00:00Z', last_staff_reply_at: '2026-11-26T09:29:00Z', released_at: null }, false],
  ['handed back', { held_since: '2026-11-26T09:55:00Z', last_staff_reply_at: null, released_at: '2026-11-26T09:58:00Z' }, false],
  ['only requested', { held_since: null, last_staff_reply_at: null, released_at: null }, false],
])('staff hold the conversation: %s → %s', (_what, h, held) => {
  expect(handoverHeld(h, new Date('2026-11-26T10:00:00Z'))).toBe(held);
});

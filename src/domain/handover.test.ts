import { expect, it } from 'vitest';
import { handoverHeld } from './handover.ts';

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

// @vitest-environment jsdom
// The chat reads staff replies on a ping; a ping can be lost, so while staff hold the conversation it also polls,
// and only then: not before they take it, not after they hand it back, not once the chat is closed.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const db = vi.hoisted(() => ({ reads: 0, released: false }));

vi.mock('@/integrations/supabase/client.ts', () => {
  const rows = () => {
    const q = {
      select: () => q,
      eq: () => q,
      order: () => {
        db.reads += 1;
        return Promise.resolve({ data: [], error: null });
      },
      maybeSingle: () =>
        Promise.resolve({
          data: { held_since: new Date().toISOString(), last_staff_reply_at: null, released_at: db.released ? new Date().toISOString() : null },
          error: null,
        }),
    };
    return q;
  };
  // The channel never joins: only the polling reads.
  const channel = { on: () => channel, subscribe: () => channel };
  const supabase = { from: rows, channel: () => channel, removeChannel: () => Promise.resolve() };
  return {
    getSupabase: () => Promise.resolve(supabase),
    withSupabase: (listen: (s: typeof supabase) => () => void) => listen(supabase),
  };
});

const { useStaffReplies } = await import('./use-staff-replies.ts');

beforeEach(() => {
  vi.useFakeTimers();
  db.reads = 0;
  db.released = false;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

it('polls every few seconds only while staff hold the conversation, and says when they no longer do', async () => {
  const onRead = vi.fn();
  const { rerender, unmount } = renderHook(({ held }) => useStaffReplies('c1', held, onRead), { initialProps: { held: false } });
  await wait(30_000);
  expect(db.reads).toBe(0);

  rerender({ held: true });
  await wait(9_000);
  expect(db.reads).toBe(3);
  expect(onRead).toHaveBeenLastCalledWith({ messages: [], held: true });

  db.released = true;
  await wait(3_000);
  expect(onRead).toHaveBeenLastCalledWith({ messages: [], held: false });
  rerender({ held: false }); // what the chat does with that answer
  const reads = db.reads;
  await wait(30_000);
  expect(db.reads).toBe(reads);

  rerender({ held: true });
  unmount(); // the chat closed
  await wait(30_000);
  expect(db.reads).toBe(reads);
});

// The local stand-in for the hosted schedule (pg_cron + pg_net, migration 20261125002100): while something in
// the outbox is due, it calls the same outbox-deliver edge function with the service-role key, so what runs
// locally is what runs hosted. One call at a time; the function is safe with several deliverers anyway.
import fs from 'node:fs';
import path from 'node:path';
import type { StackContext } from '../context.ts';

const DUE = `select exists (
  select 1 from public.outbox where status in ('pending', 'sending') and next_attempt_at <= now()
) as due`;

export interface OutboxScheduler {
  stop(): Promise<void>;
}

/** Whether this stack serves an outbox-deliver function (a fixture stack with its own functions does not). */
export const servesOutbox = (functionsDir: string) => fs.existsSync(path.join(functionsDir, 'outbox-deliver', 'index.ts'));

export function startOutboxScheduler(ctx: StackContext, intervalMs: number): OutboxScheduler {
  let stopped = false;
  let wake: (() => void) | undefined;
  let lastError = '';

  const tick = async () => {
    const { rows } = await ctx.pool.query<{ due: boolean }>(DUE);
    if (!rows[0]?.due) return;
    const res = await fetch(`${ctx.apiUrl}/functions/v1/outbox-deliver`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ctx.serviceRoleKey}`, apikey: ctx.serviceRoleKey, 'content-type': 'application/json' },
      body: '{}',
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`outbox-deliver answered ${res.status}: ${body.slice(0, 200)}`);
  };

  const loop = (async () => {
    while (!stopped) {
      try {
        await tick();
        lastError = '';
      } catch (e) {
        // Logged once per distinct error, not every interval.
        if (!stopped && String(e) !== lastError) ctx.log('outbox: delivery round failed', { error: String(e) });
        lastError = String(e);
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, intervalMs).unref();
      });
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}

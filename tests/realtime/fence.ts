// Waiting for realtime delivery without sleeping. The server delivers changes in commit order and a socket's
// frames arrive in order, so once a row inserted into the fence table after some writes has reached a client,
// every change of those writes meant for that client has reached it too — and one that did not come never will.
import crypto from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { vi } from 'vitest';

export interface Fence {
  table: string;
  /** A second channel on the client's socket, listening to the fence table. */
  watch(c: SupabaseClient): Promise<void>;
  /** Inserts a fence row and resolves, with its id, once every watched client has received it. */
  pass(): Promise<number>;
  drop(): Promise<void>;
}

export async function createFence(db: pg.Client): Promise<Fence> {
  const table = `fx_fence_${crypto.randomUUID().slice(0, 8)}`;
  await db.query(`
    create table public.${table} (id bigserial primary key);
    grant select on public.${table} to anon, authenticated;
    alter publication supabase_realtime add table public.${table};`);
  const seen: Array<Set<number>> = [];
  return {
    table,
    async watch(c) {
      const ids = new Set<number>();
      seen.push(ids);
      await new Promise<void>((resolve, reject) => {
        c.channel(`fence-${crypto.randomUUID()}`)
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table }, (p) => ids.add(Number((p.new as { id: number }).id)))
          .subscribe((status, err) => {
            if (status === 'SUBSCRIBED') resolve();
            else if (status !== 'CLOSED') reject(err ?? new Error(status));
          });
      });
    },
    async pass() {
      const { rows } = await db.query<{ id: string }>(`insert into public.${table} default values returning id`);
      const id = Number(rows[0].id);
      await vi.waitFor(() => {
        if (!seen.every((ids) => ids.has(id))) throw new Error(`fence ${id} not yet through`);
      }, { timeout: 15_000, interval: 20 });
      return id;
    },
    async drop() {
      await db.query(`drop table if exists public.${table}`);
    },
  };
}

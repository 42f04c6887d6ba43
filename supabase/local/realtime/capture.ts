// Installs change capture (capture.sql) and listens for its notifications on a dedicated connection.
import fs from 'node:fs';
import pg from 'pg';
import type { StackContext } from '../context.ts';

export interface RawChange {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  commit_timestamp: string;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
}

const CAPTURE_SQL = fs.readFileSync(new URL('./capture.sql', import.meta.url), 'utf8');
const INVALIDATE = '{"invalidate":true}';

/** Idempotent: safe at every start and after every migration. */
export async function installCapture(ctx: Pick<StackContext, 'pool'>): Promise<void> {
  const client = await ctx.pool.connect();
  try {
    // Serialised: two stacks or a reload racing a start must not both create the event trigger.
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtext('supabase_local_realtime'))`);
    await client.query(CAPTURE_SQL);
    await client.query('commit');
  } catch (e) {
    await client.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

export async function listenForChanges(
  ctx: Pick<StackContext, 'databaseUrl' | 'pool' | 'log'>,
  /** Called in notification order; the promise resolves to null for a change that vanished. */
  onChange: (c: Promise<RawChange | null>) => void,
  /** Called (synchronously, before later changes are seen) when policies, privileges or tables changed. */
  onInvalidate: () => void = () => undefined,
): Promise<{ stop(): Promise<void> }> {
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;

  const handle = async (payload: string): Promise<RawChange | null> => {
    let body = JSON.parse(payload) as RawChange | { overflow: number };
    if ('overflow' in body) {
      const { rows } = await ctx.pool.query<{ payload: RawChange }>(
        'delete from realtime.local_change_overflow where id = $1 returning payload',
        [body.overflow],
      );
      if (!rows[0]) return null;
      body = rows[0].payload;
    }
    return body;
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: ctx.databaseUrl });
    c.on('error', (e) => ctx.log('realtime: listen connection error', { error: String(e) }));
    c.on('end', () => {
      if (!stopped) timer = setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    c.on('notification', (n) => {
      if (n.channel === 'supabase_local_realtime' && n.payload === INVALIDATE) onInvalidate();
      else if (n.channel === 'supabase_local_realtime' && n.payload) {
        onChange(
          handle(n.payload).catch((e) => {
            ctx.log('realtime: bad change', { error: String(e) });
            return null;
          }),
        );
      }
    });
    await c.connect();
    await c.query('listen supabase_local_realtime');
    client = c;
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}

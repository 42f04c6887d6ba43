// Runs the schema-reload hooks on NOTIFY pgrst, 'reload schema' or 'reload config' (the REST layer's in-database
// configuration is read by the same hooks), reconnecting if the link drops.
import pg from 'pg';
import type { StackContext } from '../context.ts';

export async function runSchemaReload(ctx: Pick<StackContext, 'onSchemaReload' | 'log'>): Promise<void> {
  for (const hook of ctx.onSchemaReload) {
    try {
      await hook();
    } catch (e) {
      ctx.log('schema reload hook failed', { error: String(e) });
    }
  }
}

export async function listenForSchemaReload(
  ctx: Pick<StackContext, 'onSchemaReload' | 'log' | 'databaseUrl'>,
): Promise<{ stop(): Promise<void> }> {
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: ctx.databaseUrl });
    c.on('error', () => undefined);
    c.on('end', () => {
      if (!stopped) timer = setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    c.on('notification', (n) => {
      const payload = (n.payload ?? '').trim();
      if (payload === '' || payload === 'reload schema' || payload === 'reload config') void runSchemaReload(ctx);
    });
    await c.connect();
    await c.query('listen pgrst');
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

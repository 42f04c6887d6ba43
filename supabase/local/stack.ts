// Starts the whole local stack: database, migrations, services behind one HTTP gateway, realtime, mail.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { configFromEnv, type StackConfig } from './config.ts';
import type { StackContext } from './context.ts';
import { apiKeys } from './jwt.ts';
import { opaqueKeys } from './keys.ts';
import { portOrFree } from './net.ts';
import { createApp, gatewayFetch } from './app.ts';
import { startDatabase } from './db/embedded.ts';
import { migrate } from './db/migrate.ts';
import { loadRoleSettings } from './db/role-context.ts';
import { listenForSchemaReload, runSchemaReload } from './db/schema-listener.ts';
import { createRestApp } from './rest/app.ts';
import { createAuthApp } from './auth/app.ts';
import { createStorageApp } from './storage/app.ts';
import { createFunctionsApp } from './functions/app.ts';
import { attachRealtime } from './realtime/server.ts';
import { createMailApiApp } from './mail/http-api.ts';
import { startInbox, type RunningInbox } from './mail/inbox.ts';
import { servesOutbox, startOutboxScheduler } from './outbox/scheduler.ts';

export type RunningStack = StackContext & {
  publishableKey: string;
  secretKey: string;
  /** Stops and starts the mail inbox on the same ports (tests of a mail server that is down). */
  mail?: { stop(): Promise<void>; start(): Promise<void> };
  stop(): Promise<void>;
};

type Stoppable = () => unknown;

/** Calls whichever of stop/close/stopWorkers the (other teams') module returned. */
const stopperOf = (x: unknown): Stoppable | undefined => {
  const o = x as Record<string, unknown> | null | undefined;
  for (const name of ['stop', 'close', 'stopWorkers']) {
    const f = o?.[name];
    if (typeof f === 'function') return () => (f as () => unknown).call(o);
  }
  return undefined;
};

export async function startStack(overrides: Partial<StackConfig> = {}): Promise<RunningStack> {
  const config = configFromEnv(process.env, overrides);
  const log: StackContext['log'] = (msg, extra) => {
    if (!config.quiet) console.log(`[stack] ${msg}`, ...(extra ? [extra] : []));
  };
  // Undone in reverse order on stop, or when start fails half-way.
  const stoppers: Stoppable[] = [];
  const stopAll = async () => {
    for (const s of stoppers.reverse()) {
      try {
        await s();
      } catch (e) {
        log('error while stopping', { error: String(e) });
      }
    }
    stoppers.length = 0;
  };

  try {
    const db = await startDatabase(config, log);
    stoppers.push(() => db.stop());
    const migrated = await migrate(db.url, { log, demo: config.demo, demoRates: config.demoRates });
    log(`database ready (${migrated.applied.length} new migration(s)${migrated.fresh ? ', seeded' : ''})`);

    const port = await portOrFree(config.port);
    const keys = await apiKeys(config.jwtSecret);
    const opaque = opaqueKeys(config.jwtSecret);
    const ctx: StackContext = {
      config: { ...config, port },
      pool: db.pool,
      databaseUrl: db.url,
      apiUrl: `http://127.0.0.1:${port}`,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      log,
      onSchemaReload: [() => loadRoleSettings(db.pool)],
    };

    let inbox: RunningInbox | undefined;
    if (config.mail) {
      inbox = await startInbox(ctx);
      stoppers.push(() => inbox?.stop());
      ctx.inboxUrl = inbox.inboxUrl;
      ctx.smtp = inbox.smtp;
    }
    const inboxPorts = { smtpPort: ctx.smtp?.port ?? 0, inboxPort: Number(new URL(ctx.inboxUrl ?? 'http://x:0').port) };
    const tls = inbox?.tls;
    const mail = inbox && {
      stop: async () => {
        await inbox?.stop();
        inbox = undefined;
      },
      start: async () => {
        inbox ??= await startInbox({ log, config: { ...ctx.config, ...inboxPorts } }, tls);
      },
    };

    const functions = config.functions ? createFunctionsApp(ctx) : undefined;
    const fnStop = stopperOf(functions);
    if (fnStop) stoppers.push(fnStop);
    const app = createApp(ctx, {
      rest: createRestApp(ctx),
      auth: createAuthApp(ctx),
      storage: createStorageApp(ctx),
      functions,
      mailApi: inbox && createMailApiApp(() => (inbox ? ctx.smtp : undefined)),
    });
    await runSchemaReload(ctx);
    const listener = await listenForSchemaReload(ctx);
    stoppers.push(() => listener.stop());

    const server = await new Promise<Server>((resolve, reject) => {
      const s = serve({ fetch: gatewayFetch(app, { ...keys, ...opaque }), port, hostname: '127.0.0.1' }, () =>
        resolve(s),
      ) as Server;
      s.once('error', reject);
    });
    stoppers.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    const realtime = await attachRealtime(server, ctx);
    const rtStop = stopperOf(realtime);
    if (rtStop) stoppers.push(rtStop);
    log(`API ${ctx.apiUrl} (port ${(server.address() as AddressInfo).port})`);
    // Without an inbox nothing could be delivered: the rows wait in the outbox.
    if (functions && ctx.smtp && config.outboxIntervalMs > 0 && servesOutbox(config.functionsDir)) {
      const scheduler = startOutboxScheduler(ctx, config.outboxIntervalMs);
      stoppers.push(() => scheduler.stop());
    }

    let stopping: Promise<void> | undefined;
    return Object.assign(ctx, {
      ...opaque,
      mail,
      stop: () => (stopping ??= stopAll()),
    });
  } catch (e) {
    await stopAll();
    throw e;
  }
}

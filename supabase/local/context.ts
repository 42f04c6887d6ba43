// What every service of the local stack shares.
import type { Pool } from 'pg';
import type { StackConfig } from './config.ts';
import type { InboxSmtp } from './mail/inbox.ts';

export interface StackContext {
  config: StackConfig;
  /** Pool connected as the database superuser; services switch role per request (db/role-context.ts). */
  pool: Pool;
  /** Connection string for that pool (for LISTEN clients, Deno functions, tests). */
  databaseUrl: string;
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  inboxUrl?: string;
  /** The inbox's SMTP (implicit TLS, login), while it runs. */
  smtp?: InboxSmtp;
  log: (msg: string, extra?: Record<string, unknown>) => void;
  /** Hooks run after migrations or on NOTIFY pgrst 'reload schema'. */
  onSchemaReload: Array<() => Promise<void>>;
}

// Settings of the local stack, from the environment with Supabase CLI-like defaults.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tomlStringList, tomlValue } from './config-toml.ts';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SUPABASE_DIR = path.join(ROOT_DIR, 'supabase');
const CONFIG_TOML = path.join(SUPABASE_DIR, 'config.toml');

// Local only, never used by a hosted project: the hosted project has its own secret.
export const DEFAULT_JWT_SECRET = 'tenuta-local-only-jwt-secret-change-me-0123456789';

export interface StackConfig {
  /** API port (0 = pick a free one). */
  port: number;
  /** Port of the embedded PostgreSQL (0 = pick a free one). */
  dbPort: number;
  /** Folder for database files, storage objects and state. */
  dataDir: string;
  /** Use this PostgreSQL instead of the embedded one. */
  databaseUrl?: string;
  jwtSecret: string;
  /** Access token lifetime in seconds. */
  jwtExpiry: number;
  /** Start the SMTP server and web inbox. */
  mail: boolean;
  smtpPort: number;
  inboxPort: number;
  /** How the functions send mail locally (their MAIL_PROVIDER): the HTTP mail API stand-in or SMTP on TLS. */
  mailTransport: 'http-api' | 'smtp';
  /** Run edge functions under Deno. */
  functions: boolean;
  /** Folder of edge functions (one subfolder per function). */
  functionsDir: string;
  /** A function answering later than this is stopped with 546 WORKER_LIMIT (hosted: 150 s free, 400 s paid). */
  functionWallClockMs: number;
  /** V8 heap limit of a function worker in MB (hosted: 256 MB per isolate). */
  functionMemoryMb: number;
  /** How often the outbox scheduler looks for due e-mails, in ms (0 = no scheduler). */
  outboxIntervalMs: number;
  /** Load the demo (farm data and demo accounts) into a new database; off: an empty project as hosted starts. */
  demo: boolean;
  /** Quiet logs (tests). */
  quiet: boolean;
  siteUrl: string;
  maxRows: number;
  /** Schemas the REST layer exposes, the first being the default ([api] schemas of config.toml). */
  apiSchemas: string[];
  /** Schemas added after the request's schema to its search_path ([api] extra_search_path). */
  extraSearchPath: string[];
  /** Sign-ups per client address per 5 minutes ([auth.rate_limit] sign_in_sign_ups, as hosted auth enforces it). */
  signUpLimit: number;
  /** Header trusted as the client address instead of the socket peer (benchmarks only; off by default). */
  trustedIpHeader?: string;
}

const num = (v: string | undefined, d: number) => (v === undefined || v === '' ? d : Number(v));

const DEFAULT_SIGN_UP_LIMIT = 30;

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, overrides: Partial<StackConfig> = {}): StackConfig {
  return {
    port: num(env.SUPABASE_LOCAL_PORT, 54321),
    dbPort: num(env.SUPABASE_LOCAL_DB_PORT, 54322),
    dataDir: path.resolve(env.SUPABASE_LOCAL_DATA_DIR || path.join(SUPABASE_DIR, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.SUPABASE_LOCAL_JWT_SECRET || DEFAULT_JWT_SECRET,
    jwtExpiry: num(env.SUPABASE_LOCAL_JWT_EXPIRY, 3600),
    mail: env.SUPABASE_LOCAL_MAIL !== 'off',
    smtpPort: num(env.SUPABASE_LOCAL_SMTP_PORT, 54325),
    inboxPort: num(env.SUPABASE_LOCAL_INBOX_PORT, 54324),
    mailTransport: env.SUPABASE_LOCAL_MAIL_TRANSPORT === 'smtp' ? 'smtp' : 'http-api',
    functions: env.SUPABASE_LOCAL_FUNCTIONS !== 'off',
    functionsDir: path.resolve(env.SUPABASE_LOCAL_FUNCTIONS_DIR || path.join(SUPABASE_DIR, 'functions')),
    functionWallClockMs: num(env.SUPABASE_LOCAL_FUNCTION_WALL_CLOCK_MS, 150_000),
    functionMemoryMb: num(env.SUPABASE_LOCAL_FUNCTION_MEMORY_MB, 256),
    outboxIntervalMs: num(env.SUPABASE_LOCAL_OUTBOX_INTERVAL_MS, 1000),
    demo: env.SUPABASE_LOCAL_DEMO !== 'off',
    quiet: env.SUPABASE_LOCAL_QUIET === '1',
    siteUrl: env.SITE_URL || 'http://127.0.0.1:5173',
    maxRows: num(env.SUPABASE_LOCAL_MAX_ROWS ?? tomlValue(CONFIG_TOML, 'api', 'max_rows'), 1000),
    apiSchemas: tomlStringList(CONFIG_TOML, 'api', 'schemas') ?? ['public'],
    extraSearchPath: tomlStringList(CONFIG_TOML, 'api', 'extra_search_path') ?? ['public', 'extensions'],
    signUpLimit: num(
      env.SUPABASE_LOCAL_AUTH_SIGNUP_LIMIT ?? tomlValue(CONFIG_TOML, 'auth.rate_limit', 'sign_in_sign_ups'),
      DEFAULT_SIGN_UP_LIMIT,
    ),
    trustedIpHeader: env.SUPABASE_LOCAL_TRUSTED_IP_HEADER?.toLowerCase() || undefined,
    ...overrides,
  };
}

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
  /** With the demo, its season calendar (supabase/demo-rates.sql); off: every night at the room's flat price. */
  demoRates: boolean;
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
  /** Recovery and confirmation e-mails asked for per client address per hour ([auth.rate_limit] email_sent). */
  emailSentLimit: number;
  /** GET/POST /verify per client address per 5 minutes ([auth.rate_limit] token_verifications). */
  verifyLimit: number;
  /** Sign-up waits for the e-mail link ([auth.email] enable_confirmations; hosted projects turn it on). */
  authConfirmations: boolean;
  /** Lifetime of an e-mail link or code in seconds ([auth.email] otp_expiry). */
  otpExpiry: number;
  /** At most one e-mail of a kind per user in this many seconds ([auth.email] max_frequency). */
  emailMaxFrequency: number;
  /** Redirect targets allowed besides siteUrl's host ([auth] additional_redirect_urls, GoTrue's globs). */
  additionalRedirectUrls: string[];
  /** Header trusted as the client address instead of the socket peer (benchmarks only; off by default). */
  trustedIpHeader?: string;
}

const num = (v: string | undefined, d: number) => (v === undefined || v === '' ? d : Number(v));

const DEFAULT_SIGN_UP_LIMIT = 30;
const toml = (section: string, key: string) => tomlValue(CONFIG_TOML, section, key);

/** A Go duration as config.toml writes it ("60s", "1m30s", "1h"), in seconds. */
export function durationSeconds(v: string | undefined, d: number): number {
  if (!v) return d;
  const parts = [...v.matchAll(/(\d+(?:\.\d+)?)(h|m|s)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== v.trim()) return d;
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * (unit === 'h' ? 3600 : unit === 'm' ? 60 : 1), 0);
}


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
    demoRates: env.SUPABASE_LOCAL_DEMO_RATES !== 'off',
    quiet: env.SUPABASE_LOCAL_QUIET === '1',
    siteUrl: env.SITE_URL || 'http://127.0.0.1:5173',
    maxRows: num(env.SUPABASE_LOCAL_MAX_ROWS ?? toml('api', 'max_rows'), 1000),
    apiSchemas: tomlStringList(CONFIG_TOML, 'api', 'schemas') ?? ['public'],
    extraSearchPath: tomlStringList(CONFIG_TOML, 'api', 'extra_search_path') ?? ['public', 'extensions'],
    signUpLimit: num(
      env.SUPABASE_LOCAL_AUTH_SIGNUP_LIMIT ?? toml('auth.rate_limit', 'sign_in_sign_ups'),
      DEFAULT_SIGN_UP_LIMIT,
    ),
    emailSentLimit: num(env.SUPABASE_LOCAL_AUTH_EMAIL_SENT_LIMIT ?? toml('auth.rate_limit', 'email_sent'), 30),
    verifyLimit: num(toml('auth.rate_limit', 'token_verifications'), 30),
    authConfirmations: (env.SUPABASE_LOCAL_AUTH_CONFIRMATIONS ?? toml('auth.email', 'enable_confirmations')) === 'true',
    otpExpiry: num(toml('auth.email', 'otp_expiry'), 3600),
    emailMaxFrequency: durationSeconds(toml('auth.email', 'max_frequency'), 60),
    additionalRedirectUrls: tomlStringList(CONFIG_TOML, 'auth', 'additional_redirect_urls') ?? [],
    trustedIpHeader: env.SUPABASE_LOCAL_TRUSTED_IP_HEADER?.toLowerCase() || undefined,
    ...overrides,
  };
}

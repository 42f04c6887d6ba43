// How a finished e-mail leaves a function: one adapter, the transport chosen by secrets. Hosted functions may
// not open SMTP on 25 or 587, so there are two ways out: an HTTP mail API (Resend's `POST /emails`, the
// recommended path) and SMTP with implicit TLS (465). The local stack answers both (supabase/local/mail/), so
// the code below is what runs hosted too.
import nodemailer from 'nodemailer';

interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** Same key, same mail: the API sends it once (Resend keeps keys 24 hours). */
  idempotencyKey?: string;
}

export interface SendResult {
  messageId: string;
}

export interface MailTransport {
  name: 'http-api' | 'smtp';
  send(mail: OutgoingMail): Promise<SendResult>;
}

/** The provider refused the mail; `permanent` when sending it again cannot help (a malformed address). */
export class MailRejected extends Error {
  constructor(message: string, readonly permanent: boolean) {
    super(message);
  }
}

export type Env = (name: string) => string | undefined;

const DEFAULT_FROM = 'Tenuta <no-reply@localhost>';
const DEFAULT_API_URL = 'https://api.resend.com';
// Blocked from hosted functions: a configuration naming them would never deliver there.
const BLOCKED_PORTS = [25, 587];

/** MAIL_PROVIDER `http-api` or `smtp`; unset: the API when MAIL_API_KEY is set, else SMTP. */
export function mailTransport(env: Env, fetchFn: typeof fetch = fetch): MailTransport {
  const provider = env('MAIL_PROVIDER') || (env('MAIL_API_KEY') ? 'http-api' : 'smtp');
  const from = env('MAIL_FROM') || DEFAULT_FROM;
  if (provider === 'http-api') return httpApiTransport(httpApiConfig(env), from, fetchFn);
  if (provider === 'smtp') return smtpTransport(smtpOptions(env), from);
  throw new Error(`MAIL_PROVIDER must be http-api or smtp, not ${provider}`);
}

function httpApiConfig(env: Env): { url: string; key: string } {
  const key = env('MAIL_API_KEY');
  if (!key) throw new Error('MAIL_API_KEY is not set');
  return { url: (env('MAIL_API_URL') || DEFAULT_API_URL).replace(/\/+$/, ''), key };
}

function httpApiTransport(cfg: { url: string; key: string }, from: string, fetchFn: typeof fetch = fetch): MailTransport {
  return {
    name: 'http-api',
    async send(mail) {
      const headers: Record<string, string> = { Authorization: `Bearer ${cfg.key}`, 'Content-Type': 'application/json' };
      if (mail.idempotencyKey) headers['Idempotency-Key'] = mail.idempotencyKey;
      const res = await fetchFn(`${cfg.url}/emails`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          from, to: [mail.to], subject: mail.subject, html: mail.html, text: mail.text,
          ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
        }),
        // A provider that stalls fails the attempt; the outbox tries again later.
        signal: AbortSignal.timeout(30_000),
      });
      const body = (await res.json().catch(() => ({}))) as { id?: unknown; message?: unknown; name?: unknown };
      if (!res.ok || typeof body.id !== 'string') {
        const reason = `mail API answered ${res.status}: ${String(body.name ?? '')} ${String(body.message ?? '')}`.trim();
        // 400 and 422 are the mail's own fault (an address the provider refuses); 401/403 a key the operator
        // fixes, 409 an idempotent request still running, 429 and 5xx a wait: all worth another try.
        throw new MailRejected(reason, res.status === 400 || res.status === 422);
      }
      return { messageId: body.id };
    },
  };
}

export interface SmtpOptions {
  host: string;
  port: number;
  secure: true;
  auth?: { user: string; pass: string };
  tls?: { ca: string };
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

/** SMTP_HOST, SMTP_PORT (465), SMTP_USER / SMTP_PASS, SMTP_TLS_CA (a PEM, for a relay with a private CA). */
export function smtpOptions(env: Env): SmtpOptions {
  const host = env('SMTP_HOST');
  if (!host) throw new Error('SMTP_HOST is not set');
  const port = Number(env('SMTP_PORT') || '465');
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`SMTP_PORT is not a port: ${env('SMTP_PORT')}`);
  if (BLOCKED_PORTS.includes(port)) {
    throw new Error(`SMTP_PORT ${port} is blocked for hosted functions: use 465 (implicit TLS) or MAIL_PROVIDER=http-api`);
  }
  const user = env('SMTP_USER');
  const ca = env('SMTP_TLS_CA');
  return {
    host,
    port,
    // Implicit TLS from the first byte, as on 465: no plain-text greeting, no STARTTLS downgrade.
    secure: true,
    ...(user ? { auth: { user, pass: env('SMTP_PASS') ?? '' } } : {}),
    ...(ca ? { tls: { ca } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

function smtpTransport(options: SmtpOptions, from: string): MailTransport {
  const transport = nodemailer.createTransport(options);
  return {
    name: 'smtp',
    async send(mail) {
      const info = await transport.sendMail({
        from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, html: mail.html, text: mail.text,
      });
      return { messageId: String(info.messageId) };
    },
  };
}

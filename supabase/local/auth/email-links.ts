// E-mail links and codes as GoTrue makes them: a 6-digit code, its token hash sha224(email + code) in the link,
// and the redirect target checked against site_url and additional_redirect_urls. Unlike GoTrue, the database
// keeps only sha256 of the token hash, so a leaked auth.users row holds no usable link.
import crypto from 'node:crypto';
import type { Context } from 'hono';
import type { StackConfig } from '../config.ts';

const sha = (alg: string, s: string) => crypto.createHash(alg).update(s).digest('hex');

/** What is stored in auth.users for a token hash from a link (or computed from e-mail + code). */
export const storedTokenHash = (tokenHash: string) => sha('sha256', tokenHash);
export const tokenHashOf = (email: string, otp: string) => sha('sha224', email + otp);

export function newEmailToken(email: string) {
  const otp = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  const tokenHash = tokenHashOf(email, otp);
  return { otp, tokenHash, stored: storedTokenHash(tokenHash) };
}

/** True while a link sent at `sentAt` is still valid. */
export const linkAlive = (sentAt: Date | null, expirySeconds: number, now = Date.now()) =>
  !!sentAt && now <= sentAt.getTime() + expirySeconds * 1000;

// GoTrue's globs (gobwas/glob with '.' and '/' as separators): ** crosses them, * and ? do not.
function globToRegExp(pattern: string): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '*' && pattern[i + 1] === '*') {
      out += '.*';
      i++;
    } else if (ch === '*') out += '[^./]*';
    else if (ch === '?') out += '[^./]';
    else out += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

const isLoopback = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '::1' || host === '[::1]';

/** GoTrue's IsRedirectURLValid: the site's scheme and host (any port on loopback), or an allow-list glob. */
export function isRedirectAllowed(config: Pick<StackConfig, 'siteUrl' | 'additionalRedirectUrls'>, target: string): boolean {
  if (!target) return false;
  let base: URL;
  let url: URL;
  try {
    base = new URL(config.siteUrl);
    url = new URL(target);
  } catch {
    return false;
  }
  if (base.hostname === url.hostname && base.protocol === url.protocol && (base.port === url.port || isLoopback(url.hostname))) {
    return true;
  }
  const withoutFragment = target.split('#')[0];
  return config.additionalRedirectUrls.some((p) => globToRegExp(p).test(withoutFragment));
}

/** GoTrue's GetReferrer: redirect_to (header or query) if allowed, else the Referer if allowed, else site_url. */
export function redirectTarget(config: Pick<StackConfig, 'siteUrl' | 'additionalRedirectUrls'>, c: Context): string {
  for (const candidate of [c.req.header('redirect_to') ?? c.req.query('redirect_to'), c.req.header('referer')]) {
    if (candidate && isRedirectAllowed(config, candidate)) return candidate;
  }
  return config.siteUrl;
}

/** The implicit flow's success redirect: the session in the fragment, keys sorted as Go encodes them. */
export function sessionRedirect(target: string, session: { access_token: string; token_type: string; expires_in: number; expires_at: number; refresh_token: string }, type: string): string {
  const q = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    sb: '',
    token_type: session.token_type,
    type,
  });
  return `${target}#${q.toString()}`;
}

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request', 401: 'unauthorized_client', 403: 'access_denied', 500: 'server_error', 503: 'temporarily_unavailable',
};

/** GoTrue's prepErrorRedirectURL for the implicit flow: the error in the fragment, the target's query kept. */
export function errorRedirect(target: string, status: number, code: string, message: string): string {
  const url = new URL(target);
  const q = new URLSearchParams();
  if (OAUTH_ERRORS[status]) q.set('error', OAUTH_ERRORS[status]);
  q.set('error_code', code);
  q.set('error_description', message);
  q.set('sb', '');
  url.hash = q.toString();
  return url.toString();
}

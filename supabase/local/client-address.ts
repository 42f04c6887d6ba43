// The visitor's address as the platform sees it: the socket peer, never a header the visitor sent, except one
// named test header when SUPABASE_LOCAL_TRUSTED_IP_HEADER enables it (benchmarks simulating many visitors).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The client address; `trustedHeader` (lower case, off unless configured) stands in for the socket peer. */
export function clientAddress(c: Context, trustedHeader?: string): string {
  if (trustedHeader) {
    const claimed = c.req.header(trustedHeader)?.trim().slice(0, 64);
    if (claimed) return claimed;
  }
  return socketAddress(c);
}

/**
 * Sets the proxy headers on a request forwarded upstream, as a reverse proxy does: the address is appended to
 * whatever X-Forwarded-For the client sent (so its own entries stay visibly first and untrusted) and X-Real-IP
 * is replaced. The trusted test header itself is not passed on, nor a CF-Connecting-IP the client wrote (on the
 * hosted platform Cloudflare overwrites it with the real address, and the database trusts it).
 */
export function setForwardedFor(headers: Headers, address: string, trustedHeader?: string): void {
  const prior = headers.get('x-forwarded-for')?.trim();
  headers.set('x-forwarded-for', prior ? `${prior}, ${address}` : address);
  headers.set('x-real-ip', address);
  headers.delete('cf-connecting-ip');
  if (trustedHeader) headers.delete(trustedHeader);
}

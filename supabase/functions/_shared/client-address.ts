// The visitor's address as the platform's proxies report it, the same rule as public.request_client_ip() in
// SQL: Cloudflare's CF-Connecting-IP when present (hosted: set by Cloudflare, which replaces any value the
// visitor sent), else the LAST X-Forwarded-For entry (appended by the platform's proxy; the earlier ones are
// whatever the visitor wrote and would let anyone dodge a limit).
export function clientAddress(req: Request): string | null {
  const cf = req.headers.get('cf-connecting-ip')?.trim();
  if (cf) return cf.slice(0, 64);
  const last = req.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
  return last ? last.slice(0, 64) : null;
}

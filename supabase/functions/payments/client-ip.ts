// The visitor's address as the platform's proxy saw it. The proxy appends it to X-Forwarded-For, so the last
// entry is the trusted one; anything before it was sent by the visitor and proves nothing.
export function clientIp(req: Request): string | null {
  const entries = (req.headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const last = entries.at(-1) ?? req.headers.get('x-real-ip')?.trim() ?? '';
  return last ? last.slice(0, 64) : null;
}

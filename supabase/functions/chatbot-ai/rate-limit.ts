// Fixed one-minute windows per key, in memory: one worker process serves the function, and a restart
// forgetting the counts is harmless for a limit this short.
export class RateLimiter {
  private hits = new Map<string, { windowStart: number; count: number }>();

  constructor(private limit: number, private windowMs = 60_000) {}

  /** Counts one request; false when the key is over its limit in the current window. */
  take(key: string, now = Date.now()): boolean {
    const entry = this.hits.get(key);
    if (!entry || now - entry.windowStart >= this.windowMs) {
      this.hits.set(key, { windowStart: now, count: 1 });
      if (this.hits.size > 10_000) this.sweep(now);
      return true;
    }
    entry.count += 1;
    return entry.count <= this.limit;
  }

  private sweep(now: number) {
    for (const [k, v] of this.hits) if (now - v.windowStart >= this.windowMs) this.hits.delete(k);
  }
}

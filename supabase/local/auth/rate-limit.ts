// Failed sign-ins per client address and per e-mail in a sliding window (in memory: one local process).
export interface LimitRule {
  max: number;
  windowMs: number;
}

// Keys are only revisited when the same address or e-mail tries again, so expired ones are swept once a window
// has passed, and the map never holds more than MAX_KEYS (oldest first out) whatever a flood of new keys does.
const MAX_KEYS = 20_000;

export class FailureLimiter {
  private hits = new Map<string, number[]>();
  private sweptAt: number;

  constructor(
    private readonly rule: LimitRule,
    private readonly now: () => number = Date.now,
  ) {
    this.sweptAt = now();
  }

  /** Keys currently remembered. */
  get size(): number {
    return this.hits.size;
  }

  private sweep(now: number) {
    this.sweptAt = now;
    const since = now - this.rule.windowMs;
    for (const [key, list] of this.hits) if (list[list.length - 1] <= since) this.hits.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.rule.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** True when the key already used up its failures for the window. */
  blocked(key: string): boolean {
    return this.recent(key).length >= this.rule.max;
  }

  /** Counts one event (a failure, or for the sign-up limiter any attempt). */
  fail(key: string): void {
    const now = this.now();
    if (now - this.sweptAt >= this.rule.windowMs) this.sweep(now);
    const list = this.recent(key);
    list.push(now);
    this.hits.delete(key); // re-inserted last: the map's order is then oldest activity first
    this.hits.set(key, list);
    if (this.hits.size > MAX_KEYS) this.hits.delete(this.hits.keys().next().value!);
  }
}

const envInt = (name: string, d: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : d;
};

/** Limits: SUPABASE_LOCAL_AUTH_IP_LIMIT (30) and SUPABASE_LOCAL_AUTH_EMAIL_LIMIT (10) failures per 5 minutes. */
export function signInLimiters() {
  const windowMs = 5 * 60 * 1000;
  return {
    ip: new FailureLimiter({ max: envInt('SUPABASE_LOCAL_AUTH_IP_LIMIT', 30), windowMs }),
    email: new FailureLimiter({ max: envInt('SUPABASE_LOCAL_AUTH_EMAIL_LIMIT', 10), windowMs }),
  };
}

/** Sign-ups per client address in 5 minutes: hosted auth's `[auth.rate_limit] sign_in_sign_ups` (config.signUpLimit). */
export function signUpLimiter(max: number) {
  return new FailureLimiter({ max, windowMs: 5 * 60 * 1000 });
}

/** Recovery e-mails asked for per client address in an hour: `[auth.rate_limit] email_sent` (config.emailSentLimit). */
export function emailSentLimiter(max: number) {
  return new FailureLimiter({ max, windowMs: 60 * 60 * 1000 });
}

/** GET/POST /verify per client address in 5 minutes: `[auth.rate_limit] token_verifications` (config.verifyLimit). */
export function verifyLimiter(max: number) {
  return new FailureLimiter({ max, windowMs: 5 * 60 * 1000 });
}

// Failed sign-ins per client address and per e-mail in a sliding window (in memory: one local process).
export interface LimitRule {
  max: number;
  windowMs: number;
}

export class FailureLimiter {
  private hits = new Map<string, number[]>();

  constructor(
    private readonly rule: LimitRule,
    private readonly now: () => number = Date.now,
  ) {}

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

  fail(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.hits.set(key, list);
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

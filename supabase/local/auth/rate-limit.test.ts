// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './rate-limit.ts';

describe('FailureLimiter', () => {
  it('blocks a key after max failures and frees it when the window has passed', () => {
    let now = 0;
    const limiter = new FailureLimiter({ max: 3, windowMs: 1000 }, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.blocked('1.2.3.4')).toBe(false);
      limiter.fail('1.2.3.4');
      now += 100;
    }
    expect(limiter.blocked('1.2.3.4')).toBe(true);
    expect(limiter.blocked('5.6.7.8')).toBe(false);
    now = 1050; // the first failure (t=0) left the window
    expect(limiter.blocked('1.2.3.4')).toBe(false);
  });
});

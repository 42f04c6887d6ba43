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

  it('forgets keys whose failures left the window, so a flood of one-off addresses does not grow it', () => {
    let now = 0;
    const limiter = new FailureLimiter({ max: 3, windowMs: 1000 }, () => now);
    for (let i = 0; i < 5000; i++) limiter.fail(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.size).toBe(5000);
    now = 1500;
    limiter.fail('1.2.3.4');
    expect(limiter.size).toBe(1);
  });

  it('holds at most 20 000 keys, dropping the oldest, and still counts the newest', () => {
    const limiter = new FailureLimiter({ max: 2, windowMs: 60_000 }, () => 0);
    for (let i = 0; i < 25_000; i++) limiter.fail(`k${i}`);
    expect(limiter.size).toBe(20_000);
    limiter.fail('k24999');
    expect(limiter.blocked('k24999')).toBe(true);
    expect(limiter.blocked('k0')).toBe(false);
  });
});

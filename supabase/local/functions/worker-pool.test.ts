import { describe, expect, it } from 'vitest';
import { keepTail } from './worker-pool.ts';

describe('keepTail', () => {
  it("keeps a worker's stderr bounded to its last characters", () => {
    let err = '';
    for (let i = 0; i < 10_000; i++) err = keepTail(`${err}line ${i}\n`);
    expect(err.length).toBeLessThanOrEqual(8192);
    expect(err.endsWith('line 9999\n')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { ephemeralLow, freePort } from './net.ts';

describe('freePort', () => {
  it('picks ports below the range outgoing connections take theirs from, never the same one twice', async () => {
    const ports = await Promise.all(Array.from({ length: 200 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const p of ports) {
      expect(p).toBeGreaterThanOrEqual(1024);
      expect(p).toBeLessThan(ephemeralLow());
    }
  });
});

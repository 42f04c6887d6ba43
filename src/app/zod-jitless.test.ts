import { describe, expect, it, vi } from 'vitest';
import './zod-jitless.ts';
import { globalConfig } from 'zod/v4/core';
import { z } from 'zod';

describe('zod without eval', () => {
  it('is configured jitless through the global zod reads', () => {
    expect(globalConfig.jitless).toBe(true);
  });

  it('parses objects without constructing a Function (the CSP forbids eval)', () => {
    const spy = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), qty: z.number().int() });
    expect(schema.parse({ name: 'Primo Fiore', qty: 2 })).toEqual({ name: 'Primo Fiore', qty: 2 });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

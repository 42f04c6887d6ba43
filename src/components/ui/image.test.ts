import { describe, expect, it } from 'vitest';
import { retryUrl } from './image.tsx';

describe('retryUrl', () => {
  it('keeps the first attempt and busts the cache on retries', () => {
    expect(retryUrl('/a.webp', 0)).toBe('/a.webp');
    expect(retryUrl('/a.webp', 1)).toBe('/a.webp?retry=1');
    expect(retryUrl('/a.webp?w=800', 2)).toBe('/a.webp?w=800&retry=2');
  });
});

import { describe, expect, it } from 'vitest';
import { setForwardedFor } from './client-address.ts';

describe('setForwardedFor', () => {
  it('appends the real address after what the client claimed and replaces X-Real-IP', () => {
    const h = new Headers({ 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6' });
    setForwardedFor(h, '127.0.0.1');
    expect(h.get('x-forwarded-for')).toBe('6.6.6.6, 127.0.0.1');
    expect(h.get('x-real-ip')).toBe('127.0.0.1');
  });

  it('starts the list when the client sent none, and drops the trusted test header', () => {
    const h = new Headers({ 'x-test-client-ip': '10.0.0.9' });
    setForwardedFor(h, '10.0.0.9', 'x-test-client-ip');
    expect(h.get('x-forwarded-for')).toBe('10.0.0.9');
    expect(h.has('x-test-client-ip')).toBe(false);
  });

  it("drops a CF-Connecting-IP the client wrote: on the hosted platform Cloudflare replaces it with the real one", () => {
    const h = new Headers({ 'cf-connecting-ip': '6.6.6.6' });
    setForwardedFor(h, '127.0.0.1');
    expect(h.has('cf-connecting-ip')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { errorRedirect, isRedirectAllowed, linkAlive, newEmailToken, storedTokenHash, tokenHashOf } from './email-links.ts';

const config = { siteUrl: 'https://tenuta.example', additionalRedirectUrls: ['https://*.tenuta.example/**', 'http://localhost:5173'] };

describe('redirect targets (GoTrue IsRedirectURLValid)', () => {
  it.each([
    ['https://tenuta.example/nuova-password', true],
    ['https://tenuta.example:8443/x', false],
    ['http://tenuta.example/x', false],
    ['https://shop.tenuta.example/a/b', true],
    ['https://evil.example/?https://tenuta.example', false],
    ['https://tenuta.example.evil.example/', false],
    ['http://localhost:5173', true],
    ['http://localhost:5174', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%s → %s', (url, ok) => expect(isRedirectAllowed(config, url)).toBe(ok));

  it('accepts any port on a loopback site', () => {
    expect(isRedirectAllowed({ siteUrl: 'http://127.0.0.1:5173', additionalRedirectUrls: [] }, 'http://127.0.0.1:41234/x')).toBe(true);
  });
});

describe('e-mail tokens', () => {
  it('links carry sha224(email + code); the database keeps only sha256 of that', () => {
    const t = newEmailToken('a@example.test');
    expect(t.otp).toMatch(/^\d{6}$/);
    expect(t.tokenHash).toBe(tokenHashOf('a@example.test', t.otp));
    expect(t.stored).toBe(storedTokenHash(t.tokenHash));
    expect(t.stored).not.toContain(t.tokenHash);
  });

  it('expire after otp_expiry seconds', () => {
    const sent = new Date(1_000_000);
    expect(linkAlive(sent, 3600, 1_000_000 + 3600_000)).toBe(true);
    expect(linkAlive(sent, 3600, 1_000_000 + 3600_001)).toBe(false);
    expect(linkAlive(null, 3600)).toBe(false);
  });
});

describe('error redirect', () => {
  it('puts the OAuth error in the fragment as GoTrue does', () => {
    expect(errorRedirect('https://tenuta.example/nuova-password?x=1', 403, 'otp_expired', 'Email link is invalid or has expired')).toBe(
      'https://tenuta.example/nuova-password?x=1#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mapApiKeyHeaders, opaqueKeys } from './keys.ts';

const keys = { anonKey: 'ANON.JWT', serviceRoleKey: 'SERVICE.JWT', ...opaqueKeys('secret') };

describe('gateway key mapping (protocol §0)', () => {
  it.each([
    ['a user JWT passes through', { authorization: 'Bearer user.jwt', apikey: keys.publishableKey }, null],
    ['the secret key becomes the service JWT', { apikey: keys.secretKey, authorization: `Bearer ${keys.secretKey}` },
      { authorization: 'Bearer SERVICE.JWT', apikey: 'SERVICE.JWT' }],
    ['the publishable key becomes the anon JWT', { apikey: keys.publishableKey },
      { authorization: 'Bearer ANON.JWT', apikey: 'ANON.JWT' }],
    ['a legacy apikey alone is copied into Authorization', { apikey: 'ANON.JWT' }, { authorization: 'Bearer ANON.JWT' }],
    ['nothing at all stays nothing', {}, null],
  ])('%s', (_name, headers, expected) => {
    expect(mapApiKeyHeaders(new Headers(headers as Record<string, string>), keys)).toEqual(expected);
  });

  it('derives distinct, stable keys from the secret', () => {
    expect(opaqueKeys('secret')).toEqual(opaqueKeys('secret'));
    expect(keys.publishableKey).toMatch(/^sb_publishable_/);
    expect(keys.secretKey).toMatch(/^sb_secret_/);
    expect(opaqueKeys('other').secretKey).not.toBe(keys.secretKey);
  });
});

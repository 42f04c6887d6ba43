import { describe, expect, it } from 'vitest';
import { linkErrorCode } from './recovery-link.ts';

describe('linkErrorCode', () => {
  it.each([
    ['#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=', 'otp_expired'],
    ['#error=server_error&error_description=x', 'server_error'],
    ['#error_description=only', 'unspecified_error'],
    ['#access_token=a&type=recovery', null],
    ['', null],
  ])('%s → %s', (hash, code) => expect(linkErrorCode(hash)).toBe(code));
});

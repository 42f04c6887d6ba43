import { describe, expect, it } from 'vitest';
import { ApiError } from '@/integrations/supabase/errors.ts';
import { shouldRetryQuery } from './query-client.ts';

describe('shouldRetryQuery', () => {
  it.each([400, 401, 404, 409, 499])('never retries an HTTP %i answer', (status) => {
    expect(shouldRetryQuery(0, new ApiError('X', 'x', null, null, status))).toBe(false);
  });

  it('retries server and network errors up to two times', () => {
    const error = new ApiError('X', 'x', null, null, 503);
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
  });
});

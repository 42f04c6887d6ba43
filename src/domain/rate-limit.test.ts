import { describe, expect, it } from 'vitest';
import { ApiError } from '@/integrations/supabase/errors.ts';
import { rateLimitMessage, retryAfterSeconds, waitMessage } from './refusals.ts';

describe('retryAfterSeconds', () => {
  it.each([
    ['a PT429 from the REST API', new ApiError('PT429', 'RATE_LIMITED', '125', null, 429), 125],
    ['a function 429', new ApiError('RATE_LIMITED', 'Too many requests', '42', null, 429), 42],
    ['a 429 without a figure', new ApiError('429', 'Too Many Requests', null, null, 429), 60],
    ['a fractional figure', { code: 'PT429', details: '1.2' }, 2],
    ['another error', new ApiError('P0001', 'INVALID_DATES', null, null, 400), null],
    ['nothing', null, null],
  ])('%s', (_label, error, seconds) => {
    expect(retryAfterSeconds(error)).toBe(seconds);
  });
});

describe('waitMessage', () => {
  it.each([
    [1, 'errors:rateLimit.seconds', 1],
    [59, 'errors:rateLimit.seconds', 59],
    [60, 'errors:rateLimit.minutes', 1],
    [61, 'errors:rateLimit.minutes', 2],
    [600, 'errors:rateLimit.minutes', 10],
    [3599, 'errors:rateLimit.minutes', 60],
    [3600, 'errors:rateLimit.hours', 1],
    [5400, 'errors:rateLimit.hours', 2],
  ])('%i s → %s (%i)', (seconds, key, count) => {
    expect(waitMessage(seconds)).toEqual({ key, params: { count } });
  });
});

it('rateLimitMessage words a refusal and leaves other errors alone', () => {
  expect(rateLimitMessage(new ApiError('PT429', 'RATE_LIMITED', '120', null, 429))).toEqual({ key: 'errors:rateLimit.minutes', params: { count: 2 } });
  expect(rateLimitMessage(new Error('boom'))).toBeNull();
});

// CORS as the Supabase gateway answers it (protocol §0): preflight without auth, the headers clients send
// allowed, and the headers clients read exposed.
import type { MiddlewareHandler } from 'hono';

const ALLOWED_HEADERS = [
  'authorization', 'apikey', 'x-client-info', 'content-type', 'accept', 'accept-profile', 'content-profile',
  'prefer', 'range', 'x-upsert', 'x-supabase-api-version', 'x-retry-count', 'cache-control', 'x-metadata',
  'x-region', 'traceparent', 'tracestate', 'baggage', 'x-chat-session',
];

const EXPOSED_HEADERS = [
  'Content-Encoding', 'Content-Location', 'Content-Range', 'Content-Type', 'Content-Length', 'Date', 'Location',
  'Server', 'Transfer-Encoding', 'Range-Unit', 'X-Supabase-Api-Version', 'X-Total-Count', 'Link',
  'x-relay-error', 'x-sb-error-code', 'x-request-id', 'Server-Timing', 'ETag', 'Cache-Control',
];

const ALLOW_METHODS = 'GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS';
const ALLOW_HEADERS = ALLOWED_HEADERS.join(',');
const EXPOSE_HEADERS = EXPOSED_HEADERS.join(',');

/**
 * The headers hono/cors sends for origin '*', set after the handler: hono/cors touches `c.res` first,
 * which makes Hono rebuild every response as a full undici Response (a measurable share of a REST request).
 */
export const corsMiddleware = (): MiddlewareHandler => async (c, next) => {
  if (c.req.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        'access-control-allow-origin': '*',
        'access-control-expose-headers': EXPOSE_HEADERS,
        'access-control-max-age': '86400',
        'access-control-allow-methods': ALLOW_METHODS,
        'access-control-allow-headers': ALLOW_HEADERS,
        vary: 'Access-Control-Request-Headers',
      },
    });
  }
  await next();
  let headers = c.res.headers;
  try {
    headers.set('access-control-allow-origin', '*');
  } catch {
    // Immutable headers (a Response from fetch): answer with a copy.
    c.res = new Response(c.res.body, c.res);
    headers = c.res.headers;
    headers.set('access-control-allow-origin', '*');
  }
  headers.set('access-control-expose-headers', EXPOSE_HEADERS);
};

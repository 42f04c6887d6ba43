// CORS as the Supabase gateway answers it (protocol §0): preflight without auth, the headers clients send
// allowed, and the headers clients read exposed.
import { cors } from 'hono/cors';

export const ALLOWED_HEADERS = [
  'authorization', 'apikey', 'x-client-info', 'content-type', 'accept', 'accept-profile', 'content-profile',
  'prefer', 'range', 'x-upsert', 'x-supabase-api-version', 'x-retry-count', 'cache-control', 'x-metadata',
  'x-region', 'traceparent', 'tracestate', 'baggage', 'x-chat-session',
];

export const EXPOSED_HEADERS = [
  'Content-Encoding', 'Content-Location', 'Content-Range', 'Content-Type', 'Content-Length', 'Date', 'Location',
  'Server', 'Transfer-Encoding', 'Range-Unit', 'X-Supabase-Api-Version', 'X-Total-Count', 'Link',
  'x-relay-error', 'x-sb-error-code', 'x-request-id', 'Server-Timing', 'ETag', 'Cache-Control',
];

export const corsMiddleware = () =>
  cors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ALLOWED_HEADERS,
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 86400,
  });

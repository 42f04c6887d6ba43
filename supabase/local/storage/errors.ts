// Storage's error contract: HTTP 400 for every 4xx (the logical status goes in `statusCode`, a string),
// `{statusCode, code, error, message}`; 5xx stay 5xx.
import { JwtError } from '../jwt.ts';

export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found');
export const bucketNotFound = () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
export const invalid = (message: string) => new StorageError(400, 'InvalidRequest', 'Bad Request', message);

interface PgLike {
  code?: string;
  message?: string;
}

/** Our errors, JWT errors and Postgres errors as a storage error. */
export function toStorageError(e: unknown): StorageError {
  if (e instanceof StorageError) return e;
  if (e instanceof JwtError) return new StorageError(403, 'InvalidJWT', 'Unauthorized', e.message === 'JWT expired' ? 'jwt expired' : e.message);
  const pg = e as PgLike;
  switch (pg?.code) {
    case '42501':
      return new StorageError(403, 'AccessDenied', 'Unauthorized', pg.message ?? 'new row violates row-level security policy');
    case '23505':
      return new StorageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists');
    case '23503':
      return bucketNotFound();
    case '22023':
      return new StorageError(403, 'InvalidJWT', 'Unauthorized', pg.message ?? 'invalid role');
    case '22P02':
    case '23514':
    case '23502':
      return invalid(pg.message ?? 'invalid input');
  }
  return new StorageError(500, 'InternalError', 'Internal Server Error', 'Internal Server Error');
}

export function errorResponse(e: StorageError): Response {
  const body = { statusCode: String(e.status), code: e.code, error: e.error, message: e.message };
  return new Response(JSON.stringify(body), {
    status: e.status >= 500 ? e.status : 400,
    headers: { 'content-type': 'application/json' },
  });
}

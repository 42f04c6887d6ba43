// Per-bucket size limit and allowed MIME types, judged on the file's actual bytes: a text file
// renamed .jpg and declared image/jpeg is still refused by an image-only bucket.
import { fileTypeFromBuffer } from 'file-type';
import { StorageError } from './errors.ts';

export interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

// Storage's global default upload limit (config.toml [storage] file_size_limit = "50MiB").
const GLOBAL_LIMIT = 50 * 1024 * 1024;

export const bucketLimit = (b: BucketRow): number => Math.min(b.file_size_limit ? Number(b.file_size_limit) : GLOBAL_LIMIT, GLOBAL_LIMIT);

export function tooLarge(): StorageError {
  return new StorageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size');
}

const matches = (allowed: string, mime: string) =>
  allowed === mime || (allowed.endsWith('/*') && mime.startsWith(allowed.slice(0, -1)));

const baseType = (t: string) => t.split(';')[0].trim().toLowerCase();

/** Checks size and type; returns the MIME type to record for the object. */
export async function checkUpload(bucket: BucketRow, bytes: Uint8Array, declared: string): Promise<string> {
  if (bytes.byteLength > bucketLimit(bucket)) throw tooLarge();
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return declared;
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  const declaredBase = baseType(declared);
  // Text formats have no magic number; for them the declared type is all there is, but a declared
  // binary type must be confirmed by the bytes.
  const actual = detected ?? (/^(text\/|application\/json|image\/svg\+xml)/.test(declaredBase) ? declaredBase : 'application/octet-stream');
  const declaredOk = declaredBase === 'application/octet-stream' || allowed.some((a) => matches(a.toLowerCase(), declaredBase));
  if (!allowed.some((a) => matches(a.toLowerCase(), actual)) || !declaredOk) {
    const shown = actual !== declaredBase ? `${declaredBase} (content is ${actual})` : actual;
    throw new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${shown} is not supported`);
  }
  return detected ?? declared;
}

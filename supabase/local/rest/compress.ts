// Response compression, as the hosted API's edge does: JSON of 1 KiB or more goes out gzip-encoded to clients
// that accept it (browsers, supabase-js through fetch). Smaller bodies are not worth the header and the CPU.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const COMPRESS_MIN_BYTES = 1024;

/** True when `accept-encoding` lists gzip (or `*`) with a non-zero quality. */
function acceptsGzip(header: string | null | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (token.trim() !== 'gzip' && token.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The body to send and its encoding header, if any. */
export async function encodeBody(body: string | null, acceptEncoding: string | null): Promise<{ body: string | Uint8Array<ArrayBuffer> | null; encoding?: 'gzip' }> {
  if (body === null || body.length < COMPRESS_MIN_BYTES || !acceptsGzip(acceptEncoding)) return { body };
  const zipped = await gzip(body, { level: 5 });
  return { body: new Uint8Array(zipped.buffer, zipped.byteOffset, zipped.length), encoding: 'gzip' };
}

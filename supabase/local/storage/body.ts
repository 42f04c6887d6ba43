// Reads an upload as storage-js sends it: multipart (the file under any field, often the empty
// name, plus cacheControl and metadata fields) or the raw bytes with content-type, cache-control
// and x-metadata (base64 JSON) headers.
import { invalid } from './errors.ts';
import { tooLarge } from './limits.ts';

export interface UploadBody {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

const maxAge = (v: string | null | undefined): string => {
  if (!v) return 'max-age=3600';
  return /^\d+$/.test(v) ? `max-age=${v}` : v;
};

function parseMeta(text: string | null | undefined, base64: boolean): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(base64 ? Buffer.from(text, 'base64').toString('utf8') : text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    throw invalid('Invalid metadata');
  }
}

/**
 * The body as a stream that fails once more than `max` bytes came in, so that a body without Content-Length (or
 * lying about it) is never read past the limit; `exceeded()` tells a parser's wrapped error from a bad body.
 */
function limitStream(body: ReadableStream<Uint8Array> | null, max: number) {
  let seen = 0;
  let over = false;
  const stream = (body ?? new Blob([]).stream()).pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > max) {
          over = true;
          controller.error(tooLarge());
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return { stream, exceeded: () => over };
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    parts.push(chunk);
    length += chunk.byteLength;
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

// Multipart adds a little framing around the file.
const MULTIPART_SLACK = 64 * 1024;

/** Reads the upload, refusing it (413) as soon as more than `maxBytes` of file arrived. */
export async function readUpload(req: Request, maxBytes: number): Promise<UploadBody> {
  const type = req.headers.get('content-type') ?? '';
  const multipart = type.toLowerCase().startsWith('multipart/form-data');
  const limited = limitStream(req.body, multipart ? maxBytes + MULTIPART_SLACK : maxBytes);
  const guard = async <T>(read: Promise<T>): Promise<T> => {
    try {
      return await read;
    } catch (e) {
      if (limited.exceeded()) throw tooLarge();
      throw e instanceof TypeError ? invalid('Malformed request body') : e;
    }
  };
  if (multipart) {
    const init: RequestInit & { duplex: 'half' } = { method: 'POST', headers: { 'content-type': type }, body: limited.stream, duplex: 'half' };
    const form = await guard(new Request('http://local/upload', init).formData());
    let file: File | undefined;
    for (const [, v] of form.entries()) {
      if (typeof v !== 'string') {
        file = v;
        break;
      }
    }
    if (!file) throw invalid('No file found in the multipart body');
    const cc = form.get('cacheControl');
    const meta = form.get('metadata');
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      contentType: file.type || 'application/octet-stream',
      cacheControl: maxAge(typeof cc === 'string' ? cc : null),
      userMetadata: parseMeta(typeof meta === 'string' ? meta : null, false),
    };
  }
  return {
    bytes: await guard(collect(limited.stream)),
    contentType: type || 'application/octet-stream',
    cacheControl: maxAge(req.headers.get('cache-control')),
    userMetadata: parseMeta(req.headers.get('x-metadata'), true),
  };
}

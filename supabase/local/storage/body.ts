// Reads an upload as storage-js sends it: multipart (the file under any field, often the empty
// name, plus cacheControl and metadata fields) or the raw bytes with content-type, cache-control
// and x-metadata (base64 JSON) headers.
import { invalid } from './errors.ts';

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

export async function readUpload(req: Request): Promise<UploadBody> {
  const type = req.headers.get('content-type') ?? '';
  if (type.toLowerCase().startsWith('multipart/form-data')) {
    const form = await req.formData();
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
    bytes: new Uint8Array(await req.arrayBuffer()),
    contentType: type || 'application/octet-stream',
    cacheControl: maxAge(req.headers.get('cache-control')),
    userMetadata: parseMeta(req.headers.get('x-metadata'), true),
  };
}

// Reads at most `max` bytes of a JSON object body: a bigger body is refused (413) without being read whole.
import { BadRequest } from '../_shared/json.ts';

export class TooLarge extends Error {}

export async function readCappedJson(req: Request, max: number): Promise<Record<string, unknown>> {
  if (Number(req.headers.get('content-length') ?? 0) > max) throw new TooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    for await (const chunk of req.body) {
      size += chunk.byteLength;
      if (size > max) throw new TooLarge();
      chunks.push(chunk);
    }
  }
  let body: unknown;
  try {
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const c of chunks) {
      bytes.set(c, at);
      at += c.byteLength;
    }
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new BadRequest('Body must be JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest('Body must be a JSON object');
  return body as Record<string, unknown>;
}

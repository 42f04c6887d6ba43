// Phoenix frames: vsn 1.0.0 sends JSON objects, vsn 2.0.0 JSON arrays [join_ref, ref, topic, event, payload].
// Binary frames (vsn 2.0.0 user broadcast, kind 3) are decoded too; we always answer in text.

export type Vsn = '1.0.0' | '2.0.0';

export interface Message {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

// Frame fields are JSON scalars (an object would be a malformed frame, kept as its text).
const str = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'object') return JSON.stringify(v);
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : null;
};

/** Kind 3 (client broadcast push): lengths of join_ref, ref, topic, event, metadata; encoding; strings; payload. */
function decodeBinary(buf: Buffer): Message | null {
  if (buf.length < 7 || buf[0] !== 3) return null;
  const lens = [buf[1], buf[2], buf[3], buf[4], buf[5]];
  let off = 7;
  const take = (n: number) => {
    const s = buf.subarray(off, off + n).toString('utf8');
    off += n;
    return s;
  };
  const [joinRef, ref, topic, event] = [take(lens[0]), take(lens[1]), take(lens[2]), take(lens[3])];
  take(lens[4]);
  const rest = buf.subarray(off);
  const payload: unknown = buf[6] === 1 ? JSON.parse(rest.toString('utf8')) : rest.toString('base64');
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { type: 'broadcast', event, payload },
  };
}

export function decode(data: Buffer, isBinary: boolean, vsn: Vsn): Message | null {
  try {
    if (isBinary) return decodeBinary(data);
    const parsed: unknown = JSON.parse(data.toString('utf8'));
    if (Array.isArray(parsed)) {
      const [joinRef, ref, topic, event, payload] = parsed as unknown[];
      return { joinRef: str(joinRef), ref: str(ref), topic: String(topic), event: String(event), payload: asObject(payload) };
    }
    if (vsn === '1.0.0' || typeof parsed === 'object') {
      const o = asObject(parsed);
      return {
        joinRef: str(o.join_ref),
        ref: str(o.ref),
        topic: String(o.topic),
        event: String(o.event),
        payload: asObject(o.payload),
      };
    }
  } catch {
    // A malformed frame is dropped, as Phoenix does.
  }
  return null;
}

export function encode(vsn: Vsn, m: Message): string {
  if (vsn === '2.0.0') return JSON.stringify([m.joinRef, m.ref, m.topic, m.event, m.payload]);
  return JSON.stringify({ topic: m.topic, event: m.event, payload: m.payload, ref: m.ref });
}

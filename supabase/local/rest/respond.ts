// Statement result → HTTP response: status, Content-Range, singular and CSV bodies.
import Papa from 'papaparse';
import { RestError } from './errors.ts';
import type { MediaType } from './headers.ts';

export interface DbResult {
  total: number | null;
  n: number;
  body: string | null;
}

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

const JSON_TYPE = 'application/json; charset=utf-8';

export function singularError(n: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);
}

/** Body in the requested media type; `object` expects exactly one row (checked by the caller). */
export function formatBody(body: string, media: MediaType, keys?: string[]): { body: string; type: string } {
  if (media === 'object') {
    const rows = JSON.parse(body) as unknown[];
    return { body: JSON.stringify(rows[0]), type: 'application/vnd.pgrst.object+json; charset=utf-8' };
  }
  if (media === 'csv') {
    const rows = JSON.parse(body) as Array<Record<string, unknown>>;
    const fields = rows.length ? Object.keys(rows[0]) : (keys ?? []);
    const data = rows.map((r) => fields.map((f) => (r[f] !== null && typeof r[f] === 'object' ? JSON.stringify(r[f]) : r[f])));
    return { body: Papa.unparse({ fields, data }, { newline: '\n' }), type: 'text/csv; charset=utf-8' };
  }
  return { body, type: JSON_TYPE };
}

function contentRange(offset: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return n === 0 ? `*/${t}` : `${offset}-${offset + n - 1}/${t}`;
}

export function readReply(r: DbResult, o: { offset: number; counted: boolean; media: MediaType; head: boolean }): Reply {
  const total = r.total === null ? null : Number(r.total);
  if (o.counted && total !== null && o.offset > 0 && o.offset >= total && r.n === 0) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${o.offset} was requested, but there are only ${total} rows.`);
  }
  if (o.media === 'object' && r.n !== 1) throw singularError(r.n);
  const status = o.counted && total !== null && r.n < total ? 206 : 200;
  const f = formatBody(r.body ?? '[]', o.media);
  return {
    status,
    headers: { 'content-type': f.type, 'content-range': contentRange(o.offset, r.n, o.counted ? total : null) },
    body: o.head ? null : f.body,
  };
}

export function errorReply(e: RestError): Reply {
  const headers: Record<string, string> = { 'content-type': JSON_TYPE, 'proxy-status': `PostgREST; error=${e.code}` };
  if (e.status === 401) headers['www-authenticate'] = `Bearer error="invalid_token", error_description="${e.message.replace(/"/g, "'")}"`;
  return { status: e.status, headers, body: JSON.stringify(e.body()) };
}

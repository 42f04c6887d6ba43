// Statement result → HTTP response: status, Content-Range, singular and CSV bodies.
import { RestError } from './errors.ts';
import type { MediaType } from './headers.ts';
import type { CountMode } from './sql-read.ts';

export interface DbResult {
  total: number | null;
  n: number;
  body: string | null;
  /** The planner's estimate of the total (planned and estimated counts). */
  planned?: number | null;
  /** Rows a merge upsert inserted (null for other statements). */
  inserted?: number | null;
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
export function formatBody(body: string, media: MediaType): { body: string; type: string } {
  if (media === 'object') {
    const rows = JSON.parse(body) as unknown[];
    return { body: JSON.stringify(rows[0]), type: 'application/vnd.pgrst.object+json; charset=utf-8' };
  }
  // CSV is written by the statement itself (sql-read.ts bodySql).
  if (media === 'csv') return { body, type: 'text/csv; charset=utf-8' };
  return { body, type: JSON_TYPE };
}

/** PostgREST's Content-Range: `lower-upper/total`, `*` for an empty range or an unknown total. */
export function contentRange(offset: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return total !== 0 && n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`;
}

/** The total a count preference reports: exact, the planner's estimate, or exact up to max rows then the larger. */
export function reportedTotal(r: DbResult, count: CountMode | undefined, maxRows: number): number | null {
  const exact = r.total === null ? null : Number(r.total);
  if (count === 'exact') return exact;
  if (count === 'planned') return r.planned ?? null;
  if (count === 'estimated') return exact !== null && exact > maxRows && r.planned != null ? Math.max(exact, r.planned) : exact;
  return null;
}

/** Status of a read as PostgREST's rangeStatus: 416 past the end, 206 for a page smaller than the total. */
export function readReply(r: DbResult, o: { offset: number; total: number | null; media: MediaType; head: boolean }): Reply {
  const { total } = o;
  if (total !== null && o.offset > total) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${o.offset} was requested, but there are only ${total} rows.`);
  }
  if (o.media === 'object' && r.n !== 1) throw singularError(r.n);
  const status = total !== null && r.n < total ? 206 : 200;
  const f = formatBody(r.body ?? '[]', o.media);
  return {
    status,
    headers: { 'content-type': f.type, 'content-range': contentRange(o.offset, r.n, total) },
    body: o.head ? null : f.body,
  };
}

export function errorReply(e: RestError): Reply {
  const headers: Record<string, string> = { 'content-type': JSON_TYPE, 'proxy-status': `PostgREST; error=${e.code}` };
  if (e.status === 401) headers['www-authenticate'] = `Bearer error="invalid_token", error_description="${e.message.replace(/"/g, "'")}"`;
  return { status: e.status, headers, body: JSON.stringify(e.body()) };
}

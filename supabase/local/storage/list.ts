// POST /object/list/<bucket>: the objects and "folders" directly under a prefix, as storage.search does.
import type { Context } from 'hono';
import type { Storage } from './service.ts';

interface Row {
  id: string;
  name: string;
  updated_at: string;
  created_at: string;
  last_accessed_at: string;
  metadata: unknown;
}
interface Entry {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: unknown;
}

const SORTABLE = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export async function listObjects(s: Storage, c: Context): Promise<Response> {
  const bucket = c.req.param('bucket')!;
  const body = ((await c.req.json().catch(() => ({}))) ?? {}) as {
    prefix?: string;
    limit?: number;
    offset?: number;
    sortBy?: { column?: string; order?: string };
    search?: string;
  };
  let prefix = (body.prefix ?? '').replace(/^\/+/, '');
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  const limit = Math.max(0, Math.min(Number(body.limit ?? 100), 10_000));
  const offset = Math.max(0, Number(body.offset ?? 0));
  const column = SORTABLE.has(body.sortBy?.column ?? '') ? body.sortBy!.column! : 'name';
  const desc = body.sortBy?.order?.toLowerCase() === 'desc';
  const search = body.search ?? '';
  const claims = await s.claims(c);
  await s.bucket(bucket);
  const rows = await s.asCaller(
    c,
    claims,
    async (db) =>
      (
        await db.query<Row>(
          `select id, name, updated_at, created_at, last_accessed_at, metadata from storage.objects
            where bucket_id = $1 and name like $2 escape '\\' order by name`,
          [bucket, `${likeEscape(prefix)}%`],
        )
      ).rows,
    true,
  );
  const entries: Entry[] = [];
  const folders = new Set<string>();
  for (const r of rows) {
    const rest = r.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const name = slash === -1 ? rest : rest.slice(0, slash);
    if (search && !name.toLowerCase().startsWith(search.toLowerCase())) continue;
    if (slash === -1) entries.push({ ...r, name });
    else if (!folders.has(name)) {
      folders.add(name);
      entries.push({ name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    }
  }
  const key = (e: Entry) => (column === 'name' ? e.name : (e[column as 'updated_at' | 'created_at' | 'last_accessed_at'] ?? ''));
  entries.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (desc ? -1 : 1));
  return c.json(entries.slice(offset, offset + limit));
}

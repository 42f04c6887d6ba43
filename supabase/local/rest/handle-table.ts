// /:table — GET/HEAD reads, POST insert/upsert, PATCH update, DELETE.
import type { QueryAst } from './ast.ts';
import { RestError } from './errors.ts';
import type { MediaType, Preferences } from './headers.ts';
import { planRead, relationOrThrow, type ReadPlan } from './plan.ts';
import type { SchemaCache } from './schema-cache.ts';
import { Params } from './sql-common.ts';
import { countExplain, readStatement } from './sql-read.ts';
import { writeStatement, type Write } from './sql-write.ts';
import type { Statement } from './execute.ts';

export interface TableRequest {
  method: string;
  table: string;
  ast: QueryAst;
  prefs: Preferences;
  media: MediaType;
  body?: unknown;
  maxRows: number;
  /** db-aggregates-enabled (in-database configuration). */
  aggregates?: boolean;
}

export interface Prepared {
  stmt: Statement;
  kind: 'read' | 'write';
  offset: number;
  /** EXPLAIN of the count query, for planned and estimated counts. */
  explainCount?: Statement;
}

const columnError = (table: string, col: string) =>
  new RestError(400, 'PGRST204', `Could not find the '${col}' column of '${table}' in the schema cache`);

export function prepareTable(cache: SchemaCache, r: TableRequest): Prepared {
  const rel = relationOrThrow(cache, r.table);
  const plan = planRead(cache, { relation: rel.name, columns: rel.columns }, r.ast, { aggregates: r.aggregates });
  const p = new Params();
  const schema = cache.schema;
  if (r.method === 'GET' || r.method === 'HEAD') {
    const source = `${q(schema)}.${q(rel.name)}`;
    const count = r.prefs.count;
    const sql = readStatement(plan, { schema, source, count, maxRows: r.maxRows, media: r.media }, p);
    const explainCount = count === 'planned' || count === 'estimated' ? countExplain(plan, { schema, source }) : undefined;
    return { stmt: { sql, values: p.values }, kind: 'read', offset: plan.offset ?? 0, explainCount };
  }
  const conditions = plan.conditions;
  const returning: ReadPlan | null =
    r.prefs.return === 'representation' ? { ...plan, conditions: [], order: [], limit: undefined, offset: undefined } : null;
  let write: Write;
  if (r.method === 'POST') write = insertWrite(cache, rel.name, r);
  else if (r.method === 'PATCH') {
    if (!isObject(r.body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    const columns = Object.keys(r.body);
    for (const c of columns) if (!rel.columns.has(c)) throw columnError(rel.name, c);
    if (conditions.length === 0) throw new RestError(400, '21000', 'UPDATE requires a WHERE clause');
    // An empty object changes nothing, as in PostgREST.
    write = columns.length ? { kind: 'update', columns, row: r.body, conditions } : { kind: 'none' };
  } else if (r.method === 'DELETE') {
    if (conditions.length === 0) throw new RestError(400, '21000', 'DELETE requires a WHERE clause');
    write = { kind: 'delete', conditions };
  } else throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${r.method}`);
  const sql = writeStatement(write, { schema, table: rel.name, returning, media: r.media }, p);
  return { stmt: { sql, values: p.values }, kind: 'write', offset: 0 };
}

const q = (s: string) => `"${s.replace(/"/g, '""')}"`;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function insertWrite(cache: SchemaCache, table: string, r: TableRequest): Write {
  const rel = cache.relations.get(table)!;
  const rows = Array.isArray(r.body) ? r.body : [r.body];
  if (!rows.every(isObject)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  const allowed = r.ast.columns;
  if (allowed) for (const c of allowed) if (!rel.columns.has(c)) throw columnError(table, c);
  const keysOf = (row: Record<string, unknown>) => Object.keys(row).filter((k) => !allowed || allowed.includes(k));
  for (const row of rows) for (const k of keysOf(row)) if (!rel.columns.has(k)) throw columnError(table, k);
  let groups: Array<{ columns: string[]; rows: unknown[] }>;
  if (r.prefs.missing === 'default') {
    // Absent keys must take the column DEFAULT, so rows are inserted in groups of equal key sets.
    const byKeys = new Map<string, { columns: string[]; rows: unknown[] }>();
    for (const row of rows) {
      const cols = keysOf(row).sort();
      const k = JSON.stringify(cols);
      const g = byKeys.get(k) ?? { columns: cols, rows: [] };
      g.rows.push(row);
      byKeys.set(k, g);
    }
    groups = [...byKeys.values()];
  } else {
    const cols = allowed ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
    groups = rows.length === 0 ? [] : [{ columns: cols, rows }];
  }
  if (groups.length === 0) groups = [{ columns: [...rel.columns.keys()].slice(0, 1), rows: [] }];
  let conflict: { columns: string[]; action: 'merge' | 'ignore' } | undefined;
  if (r.prefs.resolution) {
    const cols = r.ast.onConflict ?? rel.pk;
    if (cols.length === 0) throw new RestError(400, 'PGRST205', `The table '${table}' has no primary key: pass on_conflict`);
    for (const c of cols) if (!rel.columns.has(c)) throw columnError(table, c);
    conflict = { columns: cols, action: r.prefs.resolution === 'merge-duplicates' ? 'merge' : 'ignore' };
  } else if (r.ast.onConflict) {
    conflict = undefined;
  }
  return { kind: 'insert', groups, conflict };
}

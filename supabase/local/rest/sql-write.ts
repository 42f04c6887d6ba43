// INSERT / upsert / UPDATE / DELETE as a data-modifying CTE, then the same JSON read over its RETURNING rows.
import type { Condition } from './ast.ts';
import type { ReadPlan } from './plan.ts';
import { conditionSql, ident, qualified, type Params } from './sql-common.ts';
import type { MediaType } from './headers.ts';
import { bodySql, selectCore } from './sql-read.ts';

export type Write =
  | {
      kind: 'insert';
      /** Groups of rows sharing one column list (one group unless `missing=default`). */
      groups: Array<{ columns: string[]; rows: unknown[] }>;
      conflict?: { columns: string[]; action: 'merge' | 'ignore' };
    }
  | { kind: 'update'; columns: string[]; row: unknown; conditions: Condition[] }
  | { kind: 'delete'; conditions: Condition[] }
  | { kind: 'none' };

const T = 'pgrst_t';

// PostgREST's count of the rows an upsert inserted: +1 for every row offered, -1 for every row the conflict
// turned into an update; a merge that inserted nothing answers 200 instead of 201.
const counter = (sign: '+' | '-') =>
  `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${sign} 1)::text, true) <> '${sign === '+' ? '0' : '-1'}'`;
const INSERTED = `nullif(current_setting('pgrst.inserted', true), '')::int`;

// With return=minimal the statement returns no columns, as PostgREST does: a RETURNING of row columns
// would make Postgres apply the SELECT policies too, so a visitor could not insert into a table they
// may write but not read (contact messages, newsletter, leads).
function dml(w: Write, schema: string, table: string, p: Params, minimal: boolean): string[] {
  const target = qualified(schema, table);
  const ret = minimal ? 'RETURNING 1' : `RETURNING ${T}.*`;
  if (w.kind === 'none') return [`SELECT * FROM ${target} WHERE false`];
  if (w.kind === 'delete') {
    const where = w.conditions.map((c) => conditionSql(T, c, p));
    return [`DELETE FROM ${target} AS ${T}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ${ret}`];
  }
  if (w.kind === 'update') {
    const where = w.conditions.map((c) => conditionSql(T, c, p));
    const set = w.columns.map((c) => `${ident(c)} = _b.${ident(c)}`).join(', ');
    return [
      `UPDATE ${target} AS ${T} SET ${set} FROM (SELECT * FROM json_populate_record(null::${target}, ${p.add(JSON.stringify(w.row))}::json)) AS _b` +
        `${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ${ret}`,
    ];
  }
  return w.groups.map(({ columns, rows }) => {
    let sql: string;
    if (columns.length === 0) sql = `INSERT INTO ${target} AS ${T} DEFAULT VALUES`;
    else {
      const cols = columns.map(ident).join(', ');
      sql = `INSERT INTO ${target} AS ${T} (${cols}) SELECT ${cols} FROM json_populate_recordset(null::${target}, ${p.add(JSON.stringify(rows))}::json)`;
      if (w.conflict?.action === 'merge') sql += ` WHERE ${counter('+')}`;
    }
    if (w.conflict) {
      const on = `(${w.conflict.columns.map(ident).join(', ')})`;
      const update = columns.filter((c) => !w.conflict!.columns.includes(c));
      sql +=
        w.conflict.action === 'ignore' || columns.length === 0
          ? ` ON CONFLICT ${on} DO NOTHING`
          : ` ON CONFLICT ${on} DO UPDATE SET ${(update.length ? update : columns).map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ')} WHERE ${counter('-')}`;
    }
    return `${sql} ${ret}`;
  });
}

export function writeStatement(
  w: Write,
  o: { schema: string; table: string; returning: ReadPlan | null; media?: MediaType },
  p: Params,
): string {
  const parts = dml(w, o.schema, o.table, p, !o.returning);
  const ctes = parts.map((s, i) => `pgrst_w${i} AS (${s})`);
  ctes.push(`pgrst_mut AS (${parts.map((_, i) => `SELECT * FROM pgrst_w${i}`).join(' UNION ALL ')})`);
  const inserted = w.kind === 'insert' && w.conflict?.action === 'merge' ? INSERTED : 'NULL::int';
  if (!o.returning) return `WITH ${ctes.join(', ')} SELECT count(*) AS total, count(*) AS n, NULL::text AS body, ${inserted} AS inserted FROM pgrst_mut`;
  const core = selectCore(o.returning, { schema: o.schema, source: 'pgrst_mut', alias: 'pgrst_0', paging: false }, p, { n: 0 });
  ctes.push(`pgrst_source AS (${core})`);
  return `WITH ${ctes.join(', ')} SELECT (SELECT count(*) FROM pgrst_mut) AS total, count(*) AS n, ${bodySql(o.media ?? 'json')} AS body, ${inserted} AS inserted FROM pgrst_source AS _r`;
}

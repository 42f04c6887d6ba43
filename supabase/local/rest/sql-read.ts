// Read plan → one SELECT that builds the JSON body inside Postgres (json_agg / row_to_json with a
// LATERAL subquery per embed), plus the page size and, when asked, the exact total.
import type { Relationship } from './relationships.ts';
import type { EmbedItem, ReadPlan } from './plan.ts';
import type { MediaType } from './headers.ts';
import { conditionSql, fieldSql, ident, Params, qualified } from './sql-common.ts';

export interface Aliases {
  n: number;
}

function joinCondition(rel: Relationship, parent: string, child: string, schema: string): string {
  if (rel.junction) {
    const { name, toParent, toTarget } = rel.junction;
    const j = `${child}_j`;
    const onParent = toParent.fromCols.map((c, i) => `${j}.${ident(c)} = ${parent}.${ident(toParent.toCols[i])}`);
    const onChild = toTarget.fromCols.map((c, i) => `${j}.${ident(c)} = ${child}.${ident(toTarget.toCols[i])}`);
    return `EXISTS (SELECT 1 FROM ${qualified(schema, name)} AS ${j} WHERE ${[...onParent, ...onChild].join(' AND ')})`;
  }
  const { fk, forward } = rel;
  return fk.fromCols
    .map((c, i) =>
      forward
        ? `${parent}.${ident(c)} = ${child}.${ident(fk.toCols[i])}`
        : `${child}.${ident(c)} = ${parent}.${ident(fk.toCols[i])}`,
    )
    .join(' AND ');
}

/** Output keys of a level, for spreading a to-one embed into its parent. */
function outputKeys(plan: ReadPlan): string[] {
  const keys: string[] = [];
  for (const it of plan.items) {
    if (it.kind === 'star') keys.push(...plan.columns.keys());
    else if (it.kind === 'embed') {
      if (it.spread) keys.push(...outputKeys(it.plan));
      else if (it.output) keys.push(it.key);
    } else keys.push(it.key);
  }
  return keys;
}

export interface CoreOptions {
  schema: string;
  source: string;
  alias: string;
  where?: string[];
  paging: boolean;
  maxRows?: number;
  /** Skip ORDER BY (counting). */
  noOrder?: boolean;
}

export function selectCore(plan: ReadPlan, o: CoreOptions, p: Params, a: Aliases): string {
  const { alias } = o;
  const cols: string[] = [];
  const joins: string[] = [];
  const where = [...(o.where ?? [])];
  const embedAlias = new Map<EmbedItem, string>();
  // With aggregates, the other selected columns are the GROUP BY, as in PostgREST.
  const groupBy: string[] = [];
  let aggregated = false;
  for (const it of plan.items) {
    if (it.kind === 'star') cols.push(`${alias}.*`);
    else if (it.kind === 'count') cols.push(`count(*) AS ${ident(it.key)}`);
    else if (it.kind === 'col') {
      const expr = `${fieldSql(alias, it.field, p)}${it.cast ? `::${it.cast}` : ''}`;
      cols.push(`${expr} AS ${ident(it.key)}`);
      groupBy.push(expr);
    } else if (it.kind === 'agg') {
      const input = it.field ? `${fieldSql(alias, it.field, p)}${it.inputCast ? `::${it.inputCast}` : ''}` : '*';
      cols.push(`${it.fn}(${input})${it.outputCast ? `::${it.outputCast}` : ''} AS ${ident(it.key)}`);
      aggregated = true;
    } else {
      const ea = `pgrst_${++a.n}`;
      embedAlias.set(it, ea);
      joins.push(embedJoin(it, alias, ea, o.schema, p, a));
      if (it.spread) for (const k of outputKeys(it.plan)) cols.push(`${ea}.body->${p.add(k)}::text AS ${ident(k)}`);
      else if (it.output) cols.push(`${ea}.body AS ${ident(it.key)}`);
      if (it.inner) where.push(presence(it, ea, true));
    }
  }
  for (const t of plan.nullTests) where.push(presence(t.embed, embedAlias.get(t.embed)!, !t.isNull));
  for (const c of plan.conditions) where.push(conditionSql(alias, c, p));
  let sql = `SELECT ${cols.join(', ')} FROM ${o.source} AS ${alias}${joins.length ? ' ' + joins.join(' ') : ''}`;
  if (where.length) sql += ` WHERE ${where.join(' AND ')}`;
  if (aggregated && groupBy.length) sql += ` GROUP BY ${groupBy.join(', ')}`;
  if (!o.noOrder && plan.order.length) {
    const terms = plan.order.map((t) => {
      let expr: string;
      if (t.embed) {
        const c = `pgrst_${++a.n}`;
        const src = embedSource(t.embed.rel, alias, c, o.schema);
        expr = `(SELECT ${fieldSql(c, t.field, p)} FROM ${src.from} AS ${c}${src.where ? ` WHERE ${src.where}` : ''} LIMIT 1)`;
      } else expr = fieldSql(alias, t.field, p);
      return `${expr}${t.dir === 'desc' ? ' DESC' : ' ASC'}${t.nulls ? ` NULLS ${t.nulls.toUpperCase()}` : ''}`;
    });
    sql += ` ORDER BY ${terms.join(', ')}`;
  }
  if (o.paging) {
    let limit = plan.limit;
    if (o.maxRows !== undefined) limit = Math.min(limit ?? o.maxRows, o.maxRows);
    if (limit !== undefined) sql += ` LIMIT ${p.add(limit)}`;
    if (plan.offset) sql += ` OFFSET ${p.add(plan.offset)}`;
  }
  return sql;
}

function presence(it: EmbedItem, ea: string, present: boolean): string {
  if (it.rel.toOne) return `${ea}.body IS ${present ? 'NOT ' : ''}NULL`;
  return `json_array_length(${ea}.body) ${present ? '>' : '='} 0`;
}

/** Where an embed's rows come from: the target joined on its keys, or a computed relationship's function of the parent row. */
function embedSource(rel: Relationship, parent: string, child: string, schema: string): { from: string; where?: string } {
  if (rel.computed) return { from: `${qualified(rel.computed.schema, rel.computed.name)}(${parent}::${rel.computed.rowType})` };
  return { from: qualified(schema, rel.target), where: joinCondition(rel, parent, child, schema) };
}

function embedJoin(it: EmbedItem, parent: string, ea: string, schema: string, p: Params, a: Aliases): string {
  const child = `pgrst_${++a.n}`;
  const src = embedSource(it.rel, parent, child, schema);
  const inner = selectCore(it.plan, { schema, source: src.from, alias: child, where: src.where ? [src.where] : [], paging: true }, p, a);
  const body = it.rel.toOne ? 'row_to_json(_e)' : `coalesce(json_agg(_e), '[]')`;
  return `LEFT JOIN LATERAL (SELECT ${body} AS body FROM (${inner}) AS _e) AS ${ea} ON true`;
}

export type CountMode = 'exact' | 'planned' | 'estimated';

/**
 * The response body built over the rows of `pgrst_source`: a JSON array, or CSV as PostgREST writes it (the
 * keys of the first row, then each row's record text without its parentheses, so PostgreSQL does the quoting).
 */
export function bodySql(media: MediaType): string {
  if (media !== 'csv') return `coalesce(json_agg(_r), '[]')::text`;
  const header =
    `(SELECT coalesce(string_agg(_a.k, ','), '') FROM (SELECT json_object_keys(row_to_json(_h))::text AS k ` +
    `FROM (SELECT * FROM pgrst_source LIMIT 1) AS _h) AS _a)`;
  return `${header} || E'\\n' || coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), E'\\n'), '')`;
}

/** The rows a count counts: the read without paging and order. */
function countSource(plan: ReadPlan, o: { schema: string; source: string }, p: Params, a: Aliases): string {
  return selectCore(plan, { schema: o.schema, source: o.source, alias: 'pgrst_0', paging: false, noOrder: true }, p, a);
}

/** The whole read: total (exact; or up to max rows + 1 when estimated), page size and body. */
export function readStatement(
  plan: ReadPlan,
  o: { schema: string; source: string; count?: CountMode | boolean; maxRows?: number; media?: MediaType },
  p: Params,
): string {
  const a: Aliases = { n: 0 };
  const core = selectCore(plan, { schema: o.schema, source: o.source, alias: 'pgrst_0', paging: true, maxRows: o.maxRows }, p, a);
  let total = 'NULL::bigint';
  const mode = o.count === true ? 'exact' : o.count || undefined;
  if (mode === 'exact') total = `(SELECT count(*) FROM (${countSource(plan, o, p, a)}) AS _c)`;
  else if (mode === 'estimated') {
    // As PostgREST: counting stops past max rows; beyond that the planner's estimate decides (countExplain).
    const limit = o.maxRows === undefined ? '' : ` LIMIT ${p.add(o.maxRows + 1)}`;
    total = `(SELECT count(*) FROM (${countSource(plan, o, p, a)}${limit}) AS _c)`;
  }
  return `WITH pgrst_source AS (${core}) SELECT ${total} AS total, count(*) AS n, ${bodySql(o.media ?? 'json')} AS body FROM pgrst_source AS _r`;
}

/** EXPLAIN of the count query, whose top row estimate is PostgREST's planned count. */
export function countExplain(plan: ReadPlan, o: { schema: string; source: string }): { sql: string; values: unknown[] } {
  const p = new Params();
  const sql = `EXPLAIN (FORMAT JSON) SELECT 1 FROM (${countSource(plan, o, p, { n: 0 })}) AS _c`;
  return { sql, values: p.values };
}

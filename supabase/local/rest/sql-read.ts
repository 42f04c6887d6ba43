// Read plan → one SELECT that builds the JSON body inside Postgres (json_agg / row_to_json with a
// LATERAL subquery per embed), plus the page size and, when asked, the exact total.
import type { Relationship } from './relationships.ts';
import type { EmbedItem, ReadPlan } from './plan.ts';
import { conditionSql, fieldSql, ident, qualified, type Params } from './sql-common.ts';

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
  for (const it of plan.items) {
    if (it.kind === 'star') cols.push(`${alias}.*`);
    else if (it.kind === 'count') cols.push(`count(*) AS ${ident(it.key)}`);
    else if (it.kind === 'col') {
      cols.push(`${fieldSql(alias, { name: it.col, json: it.json }, p)}${it.cast ? `::${it.cast}` : ''} AS ${ident(it.key)}`);
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
  if (!o.noOrder && plan.order.length) {
    const terms = plan.order.map((t) => {
      let expr: string;
      if (t.embed) {
        const c = `pgrst_${++a.n}`;
        expr = `(SELECT ${fieldSql(c, t.field, p)} FROM ${qualified(o.schema, t.embed.rel.target)} AS ${c} WHERE ${joinCondition(t.embed.rel, alias, c, o.schema)} LIMIT 1)`;
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

function embedJoin(it: EmbedItem, parent: string, ea: string, schema: string, p: Params, a: Aliases): string {
  const child = `pgrst_${++a.n}`;
  const inner = selectCore(
    it.plan,
    { schema, source: qualified(schema, it.rel.target), alias: child, where: [joinCondition(it.rel, parent, child, schema)], paging: true },
    p,
    a,
  );
  const body = it.rel.toOne ? 'row_to_json(_e)' : `coalesce(json_agg(_e), '[]')`;
  return `LEFT JOIN LATERAL (SELECT ${body} AS body FROM (${inner}) AS _e) AS ${ea} ON true`;
}

/** The whole read: total (when counting), page size and JSON text body. */
export function readStatement(
  plan: ReadPlan,
  o: { schema: string; source: string; count: boolean; maxRows?: number },
  p: Params,
): string {
  const a: Aliases = { n: 0 };
  const core = selectCore(plan, { schema: o.schema, source: o.source, alias: 'pgrst_0', paging: true, maxRows: o.maxRows }, p, a);
  let total = 'NULL::bigint';
  if (o.count) {
    const all = selectCore(plan, { schema: o.schema, source: o.source, alias: 'pgrst_0', paging: false, noOrder: true }, p, a);
    total = `(SELECT count(*) FROM (${all}) AS _c)`;
  }
  return `SELECT ${total} AS total, count(*) AS n, coalesce(json_agg(_r), '[]')::text AS body FROM (${core}) AS _r`;
}

// Building blocks of the SQL text: quoted identifiers, bound parameters, conditions.
import type { Condition, FieldRef, Filter } from './ast.ts';

export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/** Identifier quoting with quote_ident semantics (always quoted). */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export const qualified = (schema: string, name: string) => `${ident(schema)}.${ident(name)}`;

export function fieldSql(alias: string, f: FieldRef, p: Params): string {
  // A computed field is its function applied to the row (cast, so that a subquery's record fits it too).
  let s = f.fn ? `${qualified(f.fn.schema, f.fn.name)}(${alias}::${f.fn.rowType})` : `${alias}.${ident(f.name)}`;
  if (f.json.length === 0) return s;
  for (const st of f.json) s += st.index ? `${st.arrow}${p.add(Number(st.key))}::int` : `${st.arrow}${p.add(st.key)}::text`;
  return `(${s})`;
}

/** A Postgres array literal of text elements, each quoted. */
function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

const CMP_SQL = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'LIKE', ilike: 'ILIKE', match: '~', imatch: '~*' };
const RANGE_SQL = { cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-' };
const FTS_SQL = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };
const IS_SQL = { null: 'IS NULL', not_null: 'IS NOT NULL', true: 'IS TRUE', false: 'IS FALSE', unknown: 'IS UNKNOWN' };

function filterSql(alias: string, f: Filter, p: Params): string {
  const col = fieldSql(alias, f.field, p);
  const o = f.operation;
  let s: string;
  switch (o.op) {
    case 'cmp':
      s = o.quant
        ? `${col} ${CMP_SQL[o.sym]} ${o.quant.toUpperCase()}(${p.add(o.value)})`
        : `${col} ${CMP_SQL[o.sym]} ${p.add(o.value)}`;
      break;
    case 'is':
      s = `${col} ${IS_SQL[o.value]}`;
      break;
    case 'isdistinct':
      s = `${col} IS DISTINCT FROM ${p.add(o.value)}`;
      break;
    case 'in':
      s = o.values.length === 0 ? 'false' : `${col} = ANY(${p.add(arrayLiteral(o.values))})`;
      break;
    case 'range':
      s = `${col} ${RANGE_SQL[o.sym]} ${p.add(o.value)}`;
      break;
    case 'fts':
      s = `${col} @@ ${FTS_SQL[o.sym]}(${o.config !== undefined ? `${p.add(o.config)}::regconfig, ` : ''}${p.add(o.value)})`;
      break;
  }
  return f.negate ? `NOT (${s})` : s;
}

export function conditionSql(alias: string, c: Condition, p: Params): string {
  if (c.kind === 'filter') return filterSql(alias, c, p);
  const inner = c.children.map((ch) => conditionSql(alias, ch, p)).join(c.op === 'and' ? ' AND ' : ' OR ');
  return `${c.negate ? 'NOT ' : ''}(${inner})`;
}

// Function calls: named arguments converted by json_to_record (so JSON arrays become PG arrays),
// then a scalar, a set of scalars, or rows read like a table.
import type { MediaType } from './headers.ts';
import type { ReadPlan } from './plan.ts';
import type { Func, FuncArg } from './schema-cache.ts';
import { ident, qualified, type Params } from './sql-common.ts';
import { readStatement } from './sql-read.ts';

export interface Call {
  fn: Func;
  /** The arguments given, by name; or the whole body for a single unnamed json parameter. */
  args: FuncArg[];
  values: unknown;
  unnamedJson: boolean;
}

function callSql(schema: string, c: Call, p: Params): { from: string; call: string } {
  const name = qualified(schema, c.fn.name);
  if (c.unnamedJson) return { from: '', call: `${name}(${p.add(JSON.stringify(c.values))}::${c.fn.args[0].type})` };
  if (c.args.length === 0) return { from: '', call: `${name}()` };
  const rec = `json_to_record(${p.add(JSON.stringify(c.values))}::json) AS _a(${c.args.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`;
  return { from: rec, call: `${name}(${c.args.map((a) => `${ident(a.name)} := _a.${ident(a.name)}`).join(', ')})` };
}

export function rpcStatement(
  schema: string,
  c: Call,
  read: { plan: ReadPlan; count: boolean; maxRows?: number; media?: MediaType } | null,
  p: Params,
): string {
  const { from, call } = callSql(schema, c, p);
  const fromClause = from ? ` FROM ${from}` : '';
  const { fn } = c;
  // The void result is cast to text only so that the call is evaluated; the responder sends 204.
  // A single result counts as one row (PostgREST's Content-Range 0-0/1 when counted).
  if (fn.returnKind === 'void') return `SELECT 1::bigint AS total, 1 AS n, ${call}::text AS body${fromClause}`;
  if (fn.returnKind === 'scalar' && !fn.retset) return `SELECT 1::bigint AS total, 1 AS n, to_json(${call})::text AS body${fromClause}`;
  if (fn.returnKind === 'scalar') {
    return `SELECT count(*) AS total, count(*) AS n, coalesce(json_agg(_f.v), '[]')::text AS body FROM ${from ? `${from}, ` : ''}${call} AS _f(v)`;
  }
  const source = `(SELECT _f.* FROM ${from ? `${from}, ` : ''}${call} AS _f)`;
  return readStatement(read!.plan, { schema, source, count: read!.count, maxRows: read!.maxRows, media: read!.media }, p);
}

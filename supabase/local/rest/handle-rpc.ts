// /rpc/:fn — overload resolution by argument names, then the call statement.
import { closest } from './fuzzy.ts';
import { parseFilter } from './parse-filter.ts';
import { parseQuery } from './parse-query.ts';
import { RestError } from './errors.ts';
import type { MediaType, Preferences } from './headers.ts';
import { planRead } from './plan.ts';
import type { Func, SchemaCache } from './schema-cache.ts';
import { Params } from './sql-common.ts';
import { rpcStatement, type Call } from './sql-rpc.ts';
import type { Statement } from './execute.ts';

export interface RpcRequest {
  name: string;
  method: string;
  params: Array<[string, string]>;
  body?: unknown;
  prefs: Preferences;
  maxRows: number;
  media?: MediaType;
  aggregates?: boolean;
}

export interface PreparedRpc {
  stmt: Statement;
  fn: Func;
  offset: number;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'or', 'and', 'not.or', 'not.and', 'columns', 'on_conflict']);

const isJson = (t: string) => t === 'json' || t === 'jsonb';

function resolve(cache: SchemaCache, name: string, keys: string[], post: boolean): { fn: Func; unnamedJson: boolean } {
  const fns = cache.functions.get(name) ?? [];
  const named = fns.filter(
    (f) =>
      f.args.every((a) => a.name !== '') &&
      keys.every((k) => f.args.some((a) => a.name === k)) &&
      f.args.every((a) => a.hasDefault || keys.includes(a.name)),
  );
  if (named.length === 1) return { fn: named[0], unnamedJson: false };
  if (named.length > 1) {
    throw new RestError(300, 'PGRST203', `Could not choose the best candidate function between: ${named.map((f) => `${cache.schema}.${f.name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ')}`,
      null, 'Try renaming the parameters or the function itself in the database so function overloading can be resolved');
  }
  const single = fns.find((f) => post && f.args.length === 1 && f.args[0].name === '' && isJson(f.args[0].type));
  if (single) return { fn: single, unnamedJson: true };
  const fn = `${cache.schema}.${name}`;
  const sorted = [...keys].sort();
  // PostgREST's noRpcHint: a near name when none has this one, else the overload whose arguments are nearest.
  const argList = (names: string[]) => `(${[...names].sort().join(', ')})`;
  const other = fns.length
    ? ((l?: string) => l && `${name}${l}`)(closest(fns.map((f) => argList(f.args.map((a) => a.name))), argList(keys)))
    : closest(cache.functions.keys(), name, 0.75);
  const listed = sorted.length ? `(${sorted.join(', ')})` : ' without parameters';
  const searched = sorted.length ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}` : ' without parameters';
  throw new RestError(404, 'PGRST202', `Could not find the function ${fn}${listed} in the schema cache`,
    `Searched for the function ${fn}${searched}${post ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    other ? `Perhaps you meant to call the function ${cache.schema}.${other}` : null);
}

export function prepareRpc(cache: SchemaCache, r: RpcRequest): PreparedRpc {
  const post = r.method === 'POST';
  let values: unknown;
  let rest: Array<[string, string]>;
  if (post) {
    values = r.body ?? {};
    rest = r.params;
  } else {
    // As PostgREST: a parameter whose value reads as a filter (`op.value`) filters the result; any other is an argument.
    const args: Record<string, string> = {};
    rest = [];
    for (const [k, v] of r.params) {
      if (!RESERVED.has(k) && !isFilter(v)) args[k] = v;
      else rest.push([k, v]);
    }
    values = args;
  }
  const keys = typeof values === 'object' && values !== null && !Array.isArray(values) ? Object.keys(values) : [];
  const { fn, unnamedJson } = resolve(cache, r.name, unnamedJson0(values) ? [] : keys, post);
  const call: Call = { fn, args: unnamedJson ? fn.args : fn.args.filter((a) => keys.includes(a.name)), values, unnamedJson };
  const p = new Params();
  const ast = parseQuery(rest);
  let read = null;
  let offset = 0;
  if (fn.returnKind === 'relation' || fn.returnKind === 'composite') {
    const rel = fn.returnRelation ? cache.relations.get(fn.returnRelation) : undefined;
    const source = rel && fn.returnKind === 'relation'
      ? { relation: rel.name, columns: rel.columns }
      : { columns: new Map((fn.returnColumns ?? []).map((c) => [c.name, c])) };
    const plan = planRead(cache, source, ast, { aggregates: r.aggregates });
    offset = plan.offset ?? 0;
    // PostgREST counts a function's rows exactly for both exact and estimated; planned is not offered on /rpc.
    read = { plan, count: rpcCounted(r.prefs), maxRows: fn.retset ? r.maxRows : undefined, media: r.media };
  }
  return { stmt: { sql: rpcStatement(cache.schema, call, read, p), values: p.values }, fn, offset };
}

function isFilter(value: string): boolean {
  try {
    parseFilter({ name: 'x', json: [] }, value);
    return true;
  } catch {
    return false;
  }
}

/** A body that is not an object can only go to a single unnamed json parameter. */
const unnamedJson0 = (v: unknown) => typeof v !== 'object' || v === null || Array.isArray(v);

/** Whether an RPC reports a total: `count=exact` or `count=estimated`. */
export const rpcCounted = (prefs: Preferences) => prefs.count === 'exact' || prefs.count === 'estimated';

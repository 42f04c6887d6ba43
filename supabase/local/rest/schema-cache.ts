// What the planner may name: relations, columns, keys, foreign keys and functions of the exposed schema,
// read from pg_catalog. Identifiers in SQL come only from here.
import type { Pool } from 'pg';

export interface Column {
  name: string;
  /** format_type() text, e.g. `text`, `integer[]`, `public.app_role`. */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
}

export interface Relation {
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, Column>;
  pk: string[];
  /** Column sets with a unique constraint or unique index (PK included). */
  uniques: string[][];
}

export interface ForeignKey {
  name: string;
  from: string;
  fromCols: string[];
  to: string;
  toCols: string[];
}

export interface FuncArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface Func {
  name: string;
  args: FuncArg[];
  /** format_type of the return type. */
  returnType: string;
  retset: boolean;
  /** 'scalar', 'void', a table's row type ('relation'), or a composite/RETURNS TABLE ('composite'). */
  returnKind: 'scalar' | 'void' | 'relation' | 'composite';
  /** For relation returns: the relation name; for composite: output columns. */
  returnRelation?: string;
  returnColumns?: Column[];
  volatile: boolean;
}

/**
 * A function taking one row of a relation: a computed field (scalar result, `select=full_name`) or a computed
 * relationship (a relation's rows, embedded like a foreign key: `select=*,top_reviews(*)`).
 */
interface Computed {
  schema: string;
  name: string;
  kind: 'field' | 'to-one' | 'to-many';
  /** The relation a computed relationship returns. */
  target?: string;
}

export interface SchemaCache {
  schema: string;
  relations: Map<string, Relation>;
  fks: ForeignKey[];
  functions: Map<string, Func[]>;
  types: Set<string>;
  /** By relation, then function name. */
  computed?: Map<string, Map<string, Computed>>;
}

const RELATIONS_SQL = `
select c.relname as name, c.relkind as kind,
  coalesce(json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
    'nullable', not a.attnotnull, 'hasDefault', a.atthasdef or a.attidentity <> '' or a.attgenerated <> '')
    order by a.attnum) filter (where a.attnum > 0), '[]') as columns,
  (select coalesce(json_agg(x.cols), '[]') from (
     select (select json_agg(a2.attname order by k.ord) from unnest(i.indkey) with ordinality k(attnum, ord)
             join pg_attribute a2 on a2.attrelid = i.indrelid and a2.attnum = k.attnum) as cols, i.indisprimary as pk
     from pg_index i where i.indrelid = c.oid and i.indisunique and i.indpred is null and 0 <> all(i.indkey)
     order by i.indisprimary desc) x) as uniques,
  (select json_agg(a3.attname order by k.ord) from pg_index i
     cross join unnest(i.indkey) with ordinality k(attnum, ord)
     join pg_attribute a3 on a3.attrelid = i.indrelid and a3.attnum = k.attnum
     where i.indrelid = c.oid and i.indisprimary) as pk
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
left join pg_attribute a on a.attrelid = c.oid and not a.attisdropped
where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
group by c.oid, c.relname, c.relkind`;

const FKS_SQL = `
select con.conname as name, src.relname as "from", dst.relname as "to",
  (select json_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as "fromCols",
  (select json_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
     join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as "toCols"
from pg_constraint con
join pg_class src on src.oid = con.conrelid
join pg_class dst on dst.oid = con.confrelid
join pg_namespace ns on ns.oid = src.relnamespace
join pg_namespace nd on nd.oid = dst.relnamespace
where con.contype = 'f' and ns.nspname = $1 and nd.nspname = $1
order by con.conname`;

const FUNCS_SQL = `
select p.proname as name, p.proretset as retset, p.provolatile = 'v' as volatile,
  format_type(p.prorettype, null) as "returnType", t.typtype as typtype, t.typrelid <> 0 as composite,
  rc.relname as "returnRelation", rn.nspname = $1 and rc.relkind in ('r','p','v','m','f') as "isRelation",
  p.pronargs as nargs, p.pronargdefaults as ndefaults,
  coalesce(p.proargnames, '{}') as argnames, coalesce(p.proargmodes::text[], '{}') as argmodes,
  coalesce((select array_agg(format_type(x, null) order by o) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, o)), '{}') as argtypes
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type t on t.oid = p.prorettype
left join pg_class rc on rc.oid = t.typrelid
left join pg_namespace rn on rn.oid = rc.relnamespace
where n.nspname = $1 and p.prokind = 'f'`;

const COMPOSITE_COLS_SQL = `
select c.relname as name, json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
  'nullable', true, 'hasDefault', false) order by a.attnum) as columns
from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
where c.relkind = 'c' group by c.relname`;

const TYPES_SQL = `select distinct t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
where n.nspname in ('pg_catalog', $1) and t.typname !~ '^_' and t.typtype in ('b', 'e', 'd', 'r', 'c')`;

// Functions of the exposed schema or of the extra search path whose only argument is a row of a relation of
// the exposed schema; the first schema in search_path order wins, as PostgreSQL resolves `row.fn`.
const COMPUTED_SQL = `
select n.nspname as schema, p.proname as name, c.relname as relation, p.proretset as retset,
  case when rn.nspname = $1 and rc.relkind in ('r', 'p', 'v', 'm', 'f') then rc.relname end as target
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type at on at.oid = p.proargtypes[0]
join pg_class c on c.oid = at.typrelid
join pg_namespace cn on cn.oid = c.relnamespace
join pg_type rt on rt.oid = p.prorettype
left join pg_class rc on rc.oid = rt.typrelid
left join pg_namespace rn on rn.oid = rc.relnamespace
where p.pronargs = 1 and p.prokind = 'f' and cn.nspname = $1 and n.nspname = any($2::text[])
  and p.prorettype <> 'void'::regtype and c.relkind in ('r', 'p', 'v', 'm', 'f')
order by array_position($2::text[], n.nspname::text)`;

interface FuncRow {
  name: string;
  retset: boolean;
  volatile: boolean;
  returnType: string;
  typtype: string;
  composite: boolean;
  returnRelation: string | null;
  isRelation: boolean | null;
  nargs: number;
  ndefaults: number;
  argnames: string[];
  argmodes: string[];
  argtypes: string[];
}

export async function loadSchemaCache(pool: Pool, schema = 'public', extraSearchPath: string[] = ['public', 'extensions']): Promise<SchemaCache> {
  const [rels, fks, funcs, comps, types, computedRows] = await Promise.all([
    pool.query(RELATIONS_SQL, [schema]),
    pool.query(FKS_SQL, [schema]),
    pool.query(FUNCS_SQL, [schema]),
    pool.query(COMPOSITE_COLS_SQL),
    pool.query(TYPES_SQL, [schema]),
    pool.query(COMPUTED_SQL, [schema, [schema, ...extraSearchPath]]),
  ]);
  const computed = new Map<string, Map<string, Computed>>();
  for (const r of computedRows.rows as Array<{ schema: string; name: string; relation: string; retset: boolean; target: string | null }>) {
    if (r.retset && !r.target) continue;
    const byName = computed.get(r.relation) ?? new Map<string, Computed>();
    if (!byName.has(r.name)) {
      const kind = r.target ? (r.retset ? 'to-many' : 'to-one') : 'field';
      byName.set(r.name, { schema: r.schema, name: r.name, kind, target: r.target ?? undefined });
    }
    computed.set(r.relation, byName);
  }
  const relations = new Map<string, Relation>();
  for (const r of rels.rows as Array<{ name: string; kind: string; columns: Column[]; uniques: string[][]; pk: string[] | null }>) {
    relations.set(r.name, {
      schema,
      name: r.name,
      kind: r.kind === 'v' || r.kind === 'm' ? 'view' : 'table',
      columns: new Map(r.columns.map((col) => [col.name, col])),
      pk: r.pk ?? [],
      uniques: r.uniques,
    });
  }
  const composites = new Map<string, Column[]>(comps.rows.map((r: { name: string; columns: Column[] }) => [r.name, r.columns]));
  const functions = new Map<string, Func[]>();
  for (const f of funcs.rows as FuncRow[]) {
    const fn = toFunc(f, composites);
    const list = functions.get(fn.name) ?? [];
    list.push(fn);
    functions.set(fn.name, list);
  }
  return {
    schema,
    relations,
    fks: fks.rows as ForeignKey[],
    functions,
    types: new Set(types.rows.map((r: { typname: string }) => r.typname)),
    computed,
  };
}

function toFunc(f: FuncRow, composites: Map<string, Column[]>): Func {
  const args: FuncArg[] = [];
  const outCols: Column[] = [];
  const modes = f.argmodes.length ? f.argmodes : f.argtypes.map(() => 'i');
  let inIndex = 0;
  modes.forEach((mode, i) => {
    const name = f.argnames[i] ?? '';
    const type = f.argtypes[i];
    if (mode === 'i' || mode === 'b' || mode === 'v') {
      args.push({ name, type, hasDefault: inIndex >= f.nargs - f.ndefaults });
      inIndex++;
    }
    if (mode === 'o' || mode === 'b' || mode === 't') outCols.push({ name, type, nullable: true, hasDefault: false });
  });
  let returnKind: Func['returnKind'] = 'scalar';
  let returnColumns: Column[] | undefined;
  let returnRelation: string | undefined;
  if (f.returnType === 'void') returnKind = 'void';
  else if (f.isRelation && f.returnRelation) {
    returnKind = 'relation';
    returnRelation = f.returnRelation;
  } else if (f.returnType === 'record' && outCols.length > 0) {
    returnKind = 'composite';
    returnColumns = outCols;
  } else if (f.composite && f.returnRelation) {
    returnKind = 'composite';
    returnColumns = composites.get(f.returnRelation) ?? [];
  }
  return { name: f.name, args, returnType: f.returnType, retset: f.retset, returnKind, returnRelation, returnColumns, volatile: f.volatile };
}

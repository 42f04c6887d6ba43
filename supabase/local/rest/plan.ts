// AST → read plan against the schema cache: every column, embed and relationship is checked here,
// so the SQL builder only ever sees names that exist.
import type { AggregateName, Condition, FieldRef, OrderTerm, PathOptions, QueryAst, SelectItem } from './ast.ts';
import { RestError } from './errors.ts';
import { closest } from './fuzzy.ts';
import { findRelationship, type Relationship } from './relationships.ts';
import type { Column, SchemaCache } from './schema-cache.ts';

type PlanItem =
  | { kind: 'star' }
  | { kind: 'col'; key: string; field: FieldRef; cast?: string }
  | { kind: 'count'; key: string }
  | { kind: 'agg'; key: string; fn: AggregateName; field?: FieldRef; inputCast?: string; outputCast?: string }
  | EmbedItem;

export interface EmbedItem {
  kind: 'embed';
  key: string;
  /** false for `rel()`, used to filter only. */
  output: boolean;
  spread: boolean;
  inner: boolean;
  rel: Relationship;
  plan: ReadPlan;
}

interface PlannedOrder {
  /** A to-one embed whose column orders the parent. */
  embed?: EmbedItem;
  field: FieldRef;
  dir?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface ReadPlan {
  /** Relation name for relationship lookups; undefined for a composite function result. */
  relation?: string;
  columns: Map<string, Column>;
  items: PlanItem[];
  conditions: Condition[];
  order: PlannedOrder[];
  limit?: number;
  offset?: number;
  nullTests: Array<{ embed: EmbedItem; isNull: boolean }>;
}

export function relationOrThrow(cache: SchemaCache, name: string) {
  const rel = cache.relations.get(name);
  if (!rel) {
    const near = closest(cache.relations.keys(), name, 0.75);
    throw new RestError(404, 'PGRST205', `Could not find the table '${cache.schema}.${name}' in the schema cache`, null,
      near ? `Perhaps you meant the table '${cache.schema}.${near}'` : null);
  }
  return rel;
}

/** What a name at one level may be: a column, or a computed field of the relation (a function of its row). */
interface Level {
  cache: SchemaCache;
  relation?: string;
  columns: Map<string, Column>;
}

const q = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** A column stays as it is; a computed field gets its function; anything else is PostgreSQL's 42703. */
function resolveField(l: Level, f: FieldRef): FieldRef {
  if (l.columns.has(f.name)) return f;
  const fn = l.relation ? l.cache.computed?.get(l.relation)?.get(f.name) : undefined;
  if (fn?.kind === 'field') return { ...f, fn: { schema: fn.schema, name: fn.name, rowType: `${q(l.cache.schema)}.${q(l.relation!)}` } };
  throw new RestError(400, '42703', `column ${l.relation ?? 'result'}.${f.name} does not exist`);
}

function resolveConditions(conds: Condition[], l: Level): Condition[] {
  return conds.map((c) =>
    c.kind === 'filter' ? { ...c, field: resolveField(l, c.field) } : { ...c, children: resolveConditions(c.children, l) },
  );
}

const aggregatesError = () => new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

const outputKey = (f: FieldRef, alias?: string) => alias ?? (f.json.length ? f.json[f.json.length - 1].key : f.name);

export function planRead(
  cache: SchemaCache,
  source: { relation?: string; columns: Map<string, Column> },
  ast: QueryAst,
  opts: { aggregates?: boolean } = {},
): ReadPlan {
  const used = new Set<string>();
  const plan = planLevel(cache, source, ast.select, ast, [], used, !!opts.aggregates);
  for (const t of ast.embedNullTests) {
    const embed = plan.items.find((i): i is EmbedItem => i.kind === 'embed' && i.key === t.path[0]);
    if (embed) plan.nullTests.push({ embed, isNull: t.isNull });
  }
  for (const key of ast.byPath.keys()) {
    if (key !== '' && !used.has(key)) {
      throw new RestError(400, 'PGRST108', `'${key.split('.').pop()}' is not an embedded resource in this request`, null,
        `Verify that '${key.split('.').pop()}' is included in the 'select' query parameter.`);
    }
  }
  return plan;
}

function planLevel(
  cache: SchemaCache,
  source: { relation?: string; columns: Map<string, Column> },
  select: SelectItem[],
  ast: QueryAst,
  path: string[],
  used: Set<string>,
  aggregates: boolean,
): ReadPlan {
  const key = path.join('.');
  used.add(key);
  const opts: PathOptions = ast.byPath.get(key) ?? { conditions: [], order: [] };
  const { columns, relation } = source;
  const level: Level = { cache, relation, columns };
  const items: PlanItem[] = [];
  for (const it of select) {
    if (it.kind === 'star') items.push(it);
    else if (it.kind === 'count') items.push({ kind: 'count', key: it.alias ?? 'count' });
    else if (it.kind === 'agg') {
      if (!aggregates) throw aggregatesError();
      items.push({
        kind: 'agg',
        key: it.alias ?? it.fn,
        fn: it.fn,
        field: it.field && resolveField(level, it.field),
        inputCast: it.inputCast && castType(cache, it.inputCast),
        outputCast: it.outputCast && castType(cache, it.outputCast),
      });
    } else if (it.kind === 'field') {
      const f = it.field;
      if (f.name === 'count' && !columns.has('count') && f.json.length === 0 && !it.cast) {
        items.push({ kind: 'count', key: it.alias ?? 'count' });
        continue;
      }
      items.push({ kind: 'col', key: outputKey(f, it.alias), field: resolveField(level, f), cast: it.cast && castType(cache, it.cast) });
    } else {
      if (!relation) throw new RestError(400, 'PGRST200', `Could not find a relationship for '${it.name}' in the schema cache`);
      const rel = findRelationship(cache, relation, it.name, it.hint);
      if (it.spread && !rel.toOne) {
        throw new RestError(400, 'PGRST119', `A spread operation on '${it.name}' is only possible on a to-one relationship`);
      }
      const target = relationOrThrow(cache, rel.target);
      const embedKey = it.alias ?? it.name;
      const sub = planLevel(cache, { relation: target.name, columns: target.columns }, it.select, ast, [...path, embedKey], used, aggregates);
      items.push({
        kind: 'embed',
        key: embedKey,
        output: it.select.length > 0,
        spread: it.spread,
        inner: it.join === 'inner',
        rel,
        plan: sub,
      });
    }
  }
  const hasCount = items.some((i) => i.kind === 'count');
  if (hasCount && items.some((i) => i.kind !== 'count')) {
    throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  }
  const conditions = resolveConditions(opts.conditions, level);
  const order = opts.order.map((o) => planOrder(o, items, level));
  return { relation, columns, items, conditions, order, limit: opts.limit, offset: opts.offset, nullTests: [] };
}

function planOrder(o: OrderTerm, items: PlanItem[], level: Level): PlannedOrder {
  const { relation } = level;
  if (!o.relation) return { field: resolveField(level, o.field), dir: o.dir, nulls: o.nulls };
  const embed = items.find((i): i is EmbedItem => i.kind === 'embed' && i.key === o.relation);
  if (!embed) {
    throw new RestError(400, 'PGRST108', `'${o.relation}' is not an embedded resource in this request`);
  }
  if (!embed.rel.toOne) {
    throw new RestError(400, 'PGRST118', `A related order on '${o.relation}' is not possible`, `'${relation}' and '${o.relation}' do not form a many-to-one or one-to-one relationship`);
  }
  const field = resolveField({ cache: level.cache, relation: embed.rel.target, columns: embed.plan.columns }, o.field);
  return { embed, field, dir: o.dir, nulls: o.nulls };
}

const TYPE_ALIASES: Record<string, string> = {
  int: 'int4', integer: 'int4', bigint: 'int8', smallint: 'int2', real: 'float4', float: 'float8',
  'double precision': 'float8', boolean: 'bool', decimal: 'numeric', 'character varying': 'varchar',
  character: 'bpchar', char: 'bpchar', 'timestamp with time zone': 'timestamptz', 'time with time zone': 'timetz',
  'timestamp without time zone': 'timestamp',
};

/** A cast type is accepted only if the catalog knows it; returned as a quoted type name. */
function castType(cache: SchemaCache, text: string): string {
  const array = text.endsWith('[]');
  const base = (array ? text.slice(0, -2) : text).trim().toLowerCase();
  const name = TYPE_ALIASES[base] ?? base;
  if (!cache.types.has(name)) throw new RestError(400, '42704', `type "${base}" does not exist`);
  return `"${name}"${array ? '[]' : ''}`;
}

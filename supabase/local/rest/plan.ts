// AST → read plan against the schema cache: every column, embed and relationship is checked here,
// so the SQL builder only ever sees names that exist.
import type { Condition, FieldRef, JsonStep, OrderTerm, PathOptions, QueryAst, SelectItem } from './ast.ts';
import { RestError } from './errors.ts';
import { findRelationship, type Relationship } from './relationships.ts';
import type { Column, SchemaCache } from './schema-cache.ts';

type PlanItem =
  | { kind: 'star' }
  | { kind: 'col'; key: string; col: string; json: JsonStep[]; cast?: string }
  | { kind: 'count'; key: string }
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
    throw new RestError(404, 'PGRST205', `Could not find the table '${cache.schema}.${name}' in the schema cache`);
  }
  return rel;
}

function checkColumn(columns: Map<string, Column>, relName: string | undefined, name: string): void {
  if (!columns.has(name)) throw new RestError(400, '42703', `column ${relName ?? 'result'}.${name} does not exist`);
}

function checkConditions(conds: Condition[], columns: Map<string, Column>, relName?: string): void {
  for (const c of conds) {
    if (c.kind === 'filter') checkColumn(columns, relName, c.field.name);
    else checkConditions(c.children, columns, relName);
  }
}

const outputKey = (f: FieldRef, alias?: string) => alias ?? (f.json.length ? f.json[f.json.length - 1].key : f.name);

export function planRead(
  cache: SchemaCache,
  source: { relation?: string; columns: Map<string, Column> },
  ast: QueryAst,
): ReadPlan {
  const used = new Set<string>();
  const plan = planLevel(cache, source, ast.select, ast, [], used);
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
): ReadPlan {
  const key = path.join('.');
  used.add(key);
  const opts: PathOptions = ast.byPath.get(key) ?? { conditions: [], order: [] };
  const { columns, relation } = source;
  const items: PlanItem[] = [];
  for (const it of select) {
    if (it.kind === 'star') items.push(it);
    else if (it.kind === 'count') items.push({ kind: 'count', key: it.alias ?? 'count' });
    else if (it.kind === 'field') {
      const f = it.field;
      if (f.name === 'count' && !columns.has('count') && f.json.length === 0 && !it.cast) {
        items.push({ kind: 'count', key: it.alias ?? 'count' });
        continue;
      }
      checkColumn(columns, relation, f.name);
      items.push({ kind: 'col', key: outputKey(f, it.alias), col: f.name, json: f.json, cast: it.cast && castType(cache, it.cast) });
    } else {
      if (!relation) throw new RestError(400, 'PGRST200', `Could not find a relationship for '${it.name}' in the schema cache`);
      const rel = findRelationship(cache, relation, it.name, it.hint);
      if (it.spread && !rel.toOne) {
        throw new RestError(400, 'PGRST119', `A spread operation on '${it.name}' is only possible on a to-one relationship`);
      }
      const target = relationOrThrow(cache, rel.target);
      const embedKey = it.alias ?? it.name;
      const sub = planLevel(cache, { relation: target.name, columns: target.columns }, it.select, ast, [...path, embedKey], used);
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
  checkConditions(opts.conditions, columns, relation);
  const order = opts.order.map((o) => planOrder(o, items, columns, relation));
  return { relation, columns, items, conditions: opts.conditions, order, limit: opts.limit, offset: opts.offset, nullTests: [] };
}

function planOrder(o: OrderTerm, items: PlanItem[], columns: Map<string, Column>, relation?: string): PlannedOrder {
  if (!o.relation) {
    checkColumn(columns, relation, o.field.name);
    return { field: o.field, dir: o.dir, nulls: o.nulls };
  }
  const embed = items.find((i): i is EmbedItem => i.kind === 'embed' && i.key === o.relation);
  if (!embed) {
    throw new RestError(400, 'PGRST108', `'${o.relation}' is not an embedded resource in this request`);
  }
  if (!embed.rel.toOne) {
    throw new RestError(400, 'PGRST118', `A related order on '${o.relation}' is not possible`, `'${relation}' and '${o.relation}' do not form a many-to-one or one-to-one relationship`);
  }
  checkColumn(embed.plan.columns, embed.rel.target, o.field.name);
  return { embed, field: o.field, dir: o.dir, nulls: o.nulls };
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

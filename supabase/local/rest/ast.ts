// The request AST produced by the parsers and consumed by the planner.

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
  /** A numeric key indexes a JSON array. */
  index: boolean;
}

export interface FieldRef {
  name: string;
  json: JsonStep[];
  /** Set by the planner when the name is a computed field: a function taking the row (`fn(row)`). */
  fn?: { schema: string; name: string; rowType: string };
}

export type AggregateName = 'count' | 'sum' | 'avg' | 'min' | 'max';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; field: FieldRef; alias?: string; cast?: string }
  | { kind: 'count'; alias?: string }
  /** `count()`, `col.sum()`, `col::int.avg()::text` (db-aggregates-enabled). */
  | { kind: 'agg'; fn: AggregateName; field?: FieldRef; alias?: string; inputCast?: string; outputCast?: string }
  | {
      kind: 'embed';
      name: string;
      alias?: string;
      hint?: string;
      join?: 'inner' | 'left';
      spread: boolean;
      select: SelectItem[];
    };

export type Quantifier = 'any' | 'all';

export type Operation =
  | { op: 'cmp'; sym: 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch'; quant?: Quantifier; value: string }
  | { op: 'is'; value: 'null' | 'not_null' | 'true' | 'false' | 'unknown' }
  | { op: 'isdistinct'; value: string }
  | { op: 'in'; values: string[] }
  | { op: 'range'; sym: 'cs' | 'cd' | 'ov' | 'sl' | 'sr' | 'nxr' | 'nxl' | 'adj'; value: string }
  | { op: 'fts'; sym: 'fts' | 'plfts' | 'phfts' | 'wfts'; config?: string; value: string };

export interface Filter {
  kind: 'filter';
  field: FieldRef;
  negate: boolean;
  operation: Operation;
}

export interface LogicTree {
  kind: 'logic';
  negate: boolean;
  op: 'and' | 'or';
  children: Condition[];
}

export type Condition = Filter | LogicTree;

export interface OrderTerm {
  /** Set when ordering by a to-one embed's column: `rel(col)`. */
  relation?: string;
  field: FieldRef;
  dir?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Conditions, order and paging, keyed by embed path ('' = top level, 'a.b' = nested). */
export interface PathOptions {
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface QueryAst {
  select: SelectItem[];
  byPath: Map<string, PathOptions>;
  /** Top-level `rel=is.null` / `rel=not.is.null` tests on embeds. */
  embedNullTests: Array<{ path: string[]; isNull: boolean }>;
  onConflict?: string[];
  columns?: string[];
  /** Unreserved params left over (RPC GET arguments are taken from these). */
  rawParams: Array<[string, string]>;
}

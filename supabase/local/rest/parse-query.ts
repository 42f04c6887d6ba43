// URL query parameters → QueryAst: select, filters (also on embeds), logic trees, order, paging.
import type { OrderTerm, PathOptions, QueryAst, SelectItem } from './ast.ts';
import { Cursor } from './cursor.ts';
import { ParseError, RestError } from './errors.ts';
import { parseFilter, parseLogic } from './parse-filter.ts';
import { fieldRef, parseSelect } from './parse-select.ts';

const LOGIC_KEYS: Record<string, { op: 'and' | 'or'; negate: boolean }> = {
  or: { op: 'or', negate: false },
  and: { op: 'and', negate: false },
  'not.or': { op: 'or', negate: true },
  'not.and': { op: 'and', negate: true },
};

function emptyOptions(): PathOptions {
  return { conditions: [], order: [] };
}

/** Splits `a.b.not.or` into the embed path and the trailing reserved word (or column). */
function splitKey(key: string): { path: string[]; last: string } {
  for (const word of ['not.or', 'not.and']) {
    if (key === word) return { path: [], last: word };
    if (key.endsWith(`.${word}`)) return { path: key.slice(0, -word.length - 1).split('.'), last: word };
  }
  // JSON path keys may not contain dots; a dot before any arrow separates embeds.
  const arrow = key.indexOf('->');
  const head = arrow < 0 ? key : key.slice(0, arrow);
  const dot = head.lastIndexOf('.');
  if (dot < 0) return { path: [], last: key };
  return { path: key.slice(0, dot).split('.'), last: key.slice(dot + 1) };
}

function embedNames(select: SelectItem[]): Set<string> {
  const names = new Set<string>();
  for (const it of select) if (it.kind === 'embed') names.add(it.alias ?? it.name);
  return names;
}

function nonNegativeInt(key: string, v: string): number {
  if (!/^-?\d+$/.test(v)) throw new ParseError(`"failed to parse ${key} parameter (${v})"`, 'expecting an integer');
  const n = Number(v);
  if (n < 0) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `${key} must be non-negative`);
  }
  return n;
}

function parseOrder(text: string): OrderTerm[] {
  const c = new Cursor(text, 'order parameter');
  const terms: OrderTerm[] = [];
  do {
    let relation: string | undefined;
    let field = fieldRef(c);
    if (c.eat('(')) {
      relation = field.name;
      field = fieldRef(c);
      c.expect(')');
    }
    const term: OrderTerm = { relation, field };
    if (c.eat('.asc')) term.dir = 'asc';
    else if (c.eat('.desc')) term.dir = 'desc';
    if (c.eat('.nullsfirst')) term.nulls = 'first';
    else if (c.eat('.nullslast')) term.nulls = 'last';
    terms.push(term);
  } while (c.eat(','));
  if (!c.done) c.fail('asc, desc, nullsfirst, nullslast or ","');
  return terms;
}

function parseColumns(text: string): string[] {
  const c = new Cursor(text, 'columns parameter');
  const cols: string[] = [];
  do cols.push(c.name());
  while (c.eat(','));
  if (!c.done) c.fail('"," or end of input');
  return cols;
}

export function parseQuery(params: Iterable<[string, string]>): QueryAst {
  const entries = [...params];
  const selectText = entries.find(([k]) => k === 'select')?.[1];
  const select = selectText === undefined ? [{ kind: 'star' as const }] : parseSelect(selectText);
  const ast: QueryAst = { select, byPath: new Map(), embedNullTests: [], rawParams: [] };
  const topEmbeds = embedNames(select);
  const opts = (path: string[]) => {
    const key = path.join('.');
    let o = ast.byPath.get(key);
    if (!o) ast.byPath.set(key, (o = emptyOptions()));
    return o;
  };
  for (const [key, value] of entries) {
    if (key === 'select') continue;
    if (key === 'on_conflict') {
      ast.onConflict = parseColumns(value);
      continue;
    }
    if (key === 'columns') {
      ast.columns = parseColumns(value);
      continue;
    }
    const { path, last } = splitKey(key);
    if (last === 'order') opts(path).order.push(...parseOrder(value));
    else if (last === 'limit') opts(path).limit = nonNegativeInt(key, value);
    else if (last === 'offset') opts(path).offset = nonNegativeInt(key, value);
    else if (LOGIC_KEYS[last]) {
      const { op, negate } = LOGIC_KEYS[last];
      opts(path).conditions.push(parseLogic(op, negate, value));
    } else {
      const c = new Cursor(last, 'filter column');
      const field = fieldRef(c);
      if (!c.done) c.fail('end of the column name');
      const filter = parseFilter(field, value);
      if (path.length === 0 && field.json.length === 0 && topEmbeds.has(field.name) && filter.operation.op === 'is') {
        const v = filter.operation.value;
        if (v === 'null' || v === 'not_null') {
          ast.embedNullTests.push({ path: [field.name], isNull: (v === 'null') !== filter.negate });
          continue;
        }
      }
      opts(path).conditions.push(filter);
      ast.rawParams.push([key, value]);
    }
  }
  return ast;
}

// `select=` grammar → SelectItem[] (protocol §1.2). Aggregates are parsed here and refused by the planner
// unless db-aggregates-enabled is on (PGRST123, as on Supabase).
import type { AggregateName, FieldRef, JsonStep, SelectItem } from './ast.ts';
import { Cursor } from './cursor.ts';

const AGGREGATES = new Set<string>(['sum', 'avg', 'min', 'max', 'count']);

export function parseSelect(text: string): SelectItem[] {
  if (text === '') return [{ kind: 'star' }];
  const c = new Cursor(text, 'select parameter');
  const items = selectList(c);
  if (!c.done) c.fail('"," or end of input');
  return items;
}

function selectList(c: Cursor): SelectItem[] {
  const items: SelectItem[] = [];
  do items.push(selectItem(c));
  while (c.eat(','));
  return items;
}

function jsonPath(c: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  while (c.startsWith('->')) {
    const arrow = c.eat('->>') ? '->>' : (c.eat('->'), '->');
    let key: string;
    let index = false;
    const m = /^-?\d+/.exec(c.text.slice(c.pos));
    if (m && !/[\p{L}_$]/u.test(c.text[c.pos + m[0].length] ?? '')) {
      key = m[0];
      index = true;
      c.pos += m[0].length;
    } else key = c.name();
    steps.push({ arrow, key, index });
  }
  return steps;
}

export function fieldRef(c: Cursor): FieldRef {
  const name = c.name();
  return { name, json: jsonPath(c) };
}

function castType(c: Cursor): string {
  const m = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?/.exec(c.text.slice(c.pos));
  if (!m) c.fail('type name');
  c.pos += m[0].length;
  return m[0].trim();
}

function selectItem(c: Cursor): SelectItem {
  if (c.eat('...')) {
    const name = c.name();
    return embed(c, name, undefined, true);
  }
  if (c.eat('*')) return { kind: 'star' };
  let alias: string | undefined;
  let name = c.name();
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.pos++;
    alias = name;
    if (c.startsWith('...')) c.fail('field name (a spread takes no alias)');
    name = c.name();
  }
  if (name === 'count' && c.eat('()')) return { kind: 'agg', fn: 'count', alias, outputCast: c.eat('::') ? castType(c) : undefined };
  if (c.peek() === '(' || c.peek() === '!') return embed(c, name, alias, false);
  const field: FieldRef = { name, json: jsonPath(c) };
  let cast: string | undefined;
  if (c.eat('::')) cast = castType(c);
  if (c.peek() === '.') {
    const m = /^\.(\w+)\(\)/.exec(c.text.slice(c.pos));
    if (!m || !AGGREGATES.has(m[1])) c.fail('"," or ")"');
    c.pos += m[0].length;
    const outputCast = c.eat('::') ? castType(c) : undefined;
    return { kind: 'agg', fn: m[1] as AggregateName, field, alias, inputCast: cast, outputCast };
  }
  return { kind: 'field', field, alias, cast };
}

function embed(c: Cursor, name: string, alias: string | undefined, spread: boolean): SelectItem {
  let hint: string | undefined;
  let join: 'inner' | 'left' | undefined;
  while (c.eat('!')) {
    const h = c.name();
    if (h === 'inner' || h === 'left') {
      if (join) c.fail('a single join type');
      join = h;
    } else {
      if (hint !== undefined) c.fail('a single hint');
      hint = h;
    }
  }
  c.expect('(');
  const select = c.peek() === ')' ? [] : selectList(c);
  c.expect(')');
  return { kind: 'embed', name, alias, hint, join, spread, select };
}

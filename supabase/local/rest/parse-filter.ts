// Filter values `[not.]op[(modifier)].value` and logic trees `or=(a.eq.1,and(...))` (protocol §1.3).
import type { Condition, Filter, FieldRef, LogicTree, Operation, Quantifier } from './ast.ts';
import { Cursor } from './cursor.ts';
import { fieldRef } from './parse-select.ts';

const CMP = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const RANGE = new Set(['cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj']);
const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

/** `col=<value>`: the whole rest after `op.` is the value. */
export function parseFilter(field: FieldRef, text: string): Filter {
  const c = new Cursor(text, `filter (${field.name})`);
  const { negate, operation } = operationOf(c, false);
  if (!c.done) c.fail('end of input');
  return { kind: 'filter', field, negate, operation };
}

/** `or=(...)`, `and=(...)`, `not.or=(...)` (the key decides op and negate). */
export function parseLogic(op: 'and' | 'or', negate: boolean, text: string): LogicTree {
  const c = new Cursor(text, 'logic tree');
  const tree = logicBody(c, op, negate);
  if (!c.done) c.fail('end of input');
  return tree;
}

function logicBody(c: Cursor, op: 'and' | 'or', negate: boolean): LogicTree {
  c.expect('(');
  const children: Condition[] = [];
  do children.push(element(c));
  while (c.eat(','));
  c.expect(')');
  return { kind: 'logic', op, negate, children };
}

function element(c: Cursor): Condition {
  const negate = c.eat('not.');
  for (const op of ['and', 'or'] as const) {
    if (c.startsWith(`${op}(`)) {
      c.pos += op.length;
      return logicBody(c, op, negate);
    }
  }
  const field = fieldRef(c);
  c.expect('.');
  const inner = operationOf(c, true);
  return { kind: 'filter', field, negate: negate !== inner.negate, operation: inner.operation };
}

function operationOf(c: Cursor, inLogic: boolean): { negate: boolean; operation: Operation } {
  const negate = c.eat('not.');
  const m = /^[a-z]+/.exec(c.text.slice(c.pos));
  if (!m) c.fail('operator (eq, gt, ...)');
  const name = m[0];
  c.pos += name.length;
  let modifier: string | undefined;
  if (c.eat('(')) {
    const end = c.text.indexOf(')', c.pos);
    if (end < 0) c.fail('")"');
    modifier = c.text.slice(c.pos, end);
    c.pos = end + 1;
  }
  c.expect('.');
  const value = () => (inLogic ? logicValue(c) : rest(c));
  if (CMP.has(name)) {
    let quant: Quantifier | undefined;
    if (modifier !== undefined) {
      if (modifier !== 'any' && modifier !== 'all') c.fail('(any) or (all)');
      quant = modifier;
    }
    let v = value();
    if (name === 'like' || name === 'ilike') v = v.replace(/\*/g, '%');
    return { negate, operation: { op: 'cmp', sym: name as 'eq', quant, value: v } };
  }
  if (modifier !== undefined && !FTS.has(name)) c.fail('"." after the operator');
  if (name === 'is') {
    const v = (inLogic ? logicValue(c) : rest(c)).toLowerCase();
    if (!IS_VALUES.has(v)) c.fail('null, not_null, true, false or unknown');
    return { negate, operation: { op: 'is', value: v as 'null' } };
  }
  if (name === 'isdistinct') return { negate, operation: { op: 'isdistinct', value: value() } };
  if (name === 'in') return { negate, operation: { op: 'in', values: inList(c) } };
  if (RANGE.has(name)) return { negate, operation: { op: 'range', sym: name as 'cs', value: value() } };
  if (FTS.has(name)) return { negate, operation: { op: 'fts', sym: name as 'fts', config: modifier, value: value() } };
  c.pos -= name.length + 1 + (modifier !== undefined ? modifier.length + 2 : 0);
  return c.fail('a known operator');
}

function rest(c: Cursor): string {
  const v = c.text.slice(c.pos);
  c.pos = c.text.length;
  return v;
}

/** Inside a logic tree a value ends at `,` or `)` unless quoted or a `{...}` literal. */
function logicValue(c: Cursor): string {
  if (c.peek() === '"') return c.quoted();
  const start = c.pos;
  if (c.peek() === '{') {
    let inQuote = false;
    while (!c.done) {
      const ch = c.peek();
      if (ch === '\\' && inQuote) c.pos++;
      else if (ch === '"') inQuote = !inQuote;
      else if (ch === '}' && !inQuote) break;
      c.pos++;
    }
    c.expect('}');
    return c.text.slice(start, c.pos);
  }
  while (!c.done && c.peek() !== ',' && c.peek() !== ')') c.pos++;
  return c.text.slice(start, c.pos);
}

/** `(a,b,"x,y")`: quoted or raw elements. */
function inList(c: Cursor): string[] {
  c.expect('(');
  const values: string[] = [];
  if (c.eat(')')) return values;
  do {
    if (c.peek() === '"') values.push(quotedElement(c));
    else {
      const start = c.pos;
      while (!c.done && c.peek() !== ',' && c.peek() !== ')') c.pos++;
      values.push(c.text.slice(start, c.pos));
    }
  } while (c.eat(','));
  c.expect(')');
  return values;
}

/**
 * postgrest-js wraps a value with `,()` in quotes without escaping inner quotes, so a `"` that is not
 * followed by `,` or `)` is kept as part of the value; `\"` and `\\` escapes work as in PostgREST.
 */
function quotedElement(c: Cursor): string {
  c.expect('"');
  let out = '';
  while (!c.done) {
    const ch = c.peek();
    if (ch === '\\' && c.pos + 1 < c.text.length) {
      out += c.peek(1);
      c.pos += 2;
      continue;
    }
    if (ch === '"' && (c.peek(1) === ',' || c.peek(1) === ')' || c.pos + 1 >= c.text.length)) break;
    out += ch;
    c.pos++;
  }
  c.expect('"');
  return out;
}

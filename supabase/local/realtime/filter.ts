// postgres_changes filters: "<column>=<op>.<value>" with eq, neq, lt, lte, gt, gte, in.(a,b,"c").
// Values are compared as the column's type: numbers as numbers, booleans as booleans, others as text.

type Op = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
export interface Filter {
  column: string;
  op: Op;
  values: string[];
}

const OPS = new Set<Op>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

export class FilterError extends Error {}

/** Splits `a,"b,c",d` honouring double quotes and backslash escapes inside them. */
function splitList(s: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (quoted && ch === '\\' && i + 1 < s.length) cur += s[++i];
    else if (ch === '"') {
      quoted = !quoted;
      wasQuoted = true;
    } else if (ch === ',' && !quoted) {
      out.push(wasQuoted ? cur : cur.trim());
      cur = '';
      wasQuoted = false;
    } else cur += ch;
  }
  out.push(wasQuoted ? cur : cur.trim());
  return out;
}

export function parseFilter(text: string): Filter {
  const m = /^([^=]+)=([a-z]+)\.([\s\S]*)$/.exec(text);
  if (!m) throw new FilterError(`Error parsing \`filter\` params: ${text}`);
  const [, column, op, raw] = m;
  if (!OPS.has(op as Op)) throw new FilterError(`Error parsing \`filter\` params: ${text}`);
  if (op === 'in') {
    const inner = /^\(([\s\S]*)\)$/.exec(raw);
    if (!inner) throw new FilterError(`Error parsing \`filter\` params: ${text}`);
    return { column: column.trim(), op: 'in', values: splitList(inner[1]) };
  }
  return { column: column.trim(), op: op as Op, values: [raw] };
}

const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);

function compare(type: string, a: unknown, b: string): number | null {
  if (a === null || a === undefined) return null;
  if (NUMERIC.has(type)) {
    const x = Number(a);
    const y = Number(b);
    if (Number.isNaN(x) || Number.isNaN(y)) return null;
    return x === y ? 0 : x < y ? -1 : 1;
  }
  if (type === 'bool') {
    const x = a === true || a === 't' || a === 'true';
    const y = b === 'true' || b === 't';
    return x === y ? 0 : x ? 1 : -1;
  }
  // A JSON value: an object or array is compared by its text, a scalar by its string.
  const x =
    typeof a === 'object' ? JSON.stringify(a)
    : typeof a === 'string' || typeof a === 'number' || typeof a === 'boolean' ? String(a)
    : a === undefined ? 'undefined' : '';
  return x === b ? 0 : x < b ? -1 : 1;
}

export function matchesFilter(f: Filter, type: string, value: unknown): boolean {
  if (f.op === 'in') return f.values.some((v) => compare(type, value, v) === 0);
  const c = compare(type, value, f.values[0]);
  if (c === null) return false;
  switch (f.op) {
    case 'eq':
      return c === 0;
    case 'neq':
      return c !== 0;
    case 'lt':
      return c < 0;
    case 'lte':
      return c <= 0;
    case 'gt':
      return c > 0;
    case 'gte':
      return c >= 0;
  }
}

// Reading the request body field by field: anything unusable is a FieldError naming the field (answered 400),
// never a 500. Strings with a null byte or a lone surrogate are refused, as the database would fail on them.

export class FieldError extends Error {
  constructor(readonly field: string, reason = 'invalid') {
    super(`Invalid field: ${field} (${reason})`);
  }
}

type Obj = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function object(value: unknown, field: string): Obj {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new FieldError(field, 'object expected');
  return value as Obj;
}

export function text(o: Obj, key: string, field: string, max: number, required = true): string | null {
  const v = o[key];
  if (v === undefined || v === null || v === '') {
    if (required) throw new FieldError(field, 'required');
    return null;
  }
  if (typeof v !== 'string') throw new FieldError(field, 'string expected');
  if (v.length > max) throw new FieldError(field, 'too long');
  if (v.includes('\u0000') || LONE_SURROGATE.test(v)) throw new FieldError(field, 'bad characters');
  return v;
}

export function uuid(o: Obj, key: string, field = key): string {
  const v = o[key];
  if (typeof v !== 'string' || !UUID.test(v)) throw new FieldError(field, 'uuid expected');
  return v.toLowerCase();
}

export function day(o: Obj, key: string, field = key): string {
  const v = o[key];
  if (typeof v !== 'string' || !DAY.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) throw new FieldError(field, 'yyyy-MM-dd expected');
  return v;
}

export function oneOf<T extends string>(o: Obj, key: string, values: readonly T[], field = key, fallback?: T): T {
  const v = o[key] ?? fallback;
  if (typeof v !== 'string' || !(values as readonly string[]).includes(v)) throw new FieldError(field, `one of ${values.join(', ')}`);
  return v as T;
}

/** An array of small objects, each checked by `each`; at most `max` of them. */
export function list<T>(o: Obj, key: string, max: number, each: (item: Obj, field: string) => T): T[] {
  const v = o[key];
  if (!Array.isArray(v) || v.length === 0 || v.length > max) throw new FieldError(key, `1 to ${max} items expected`);
  return v.map((item, i) => each(object(item, `${key}[${i}]`), `${key}[${i}]`));
}

export function integer(o: Obj, key: string, field: string, min: number, max: number): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw new FieldError(field, `integer ${min}-${max} expected`);
  return v;
}

/** Copies the listed string fields of an object (an address, a guest), each checked; absent ones are left out. */
export function strings(value: unknown, field: string, limits: Record<string, number>): Record<string, string> {
  if (value === undefined || value === null) return {};
  const o = object(value, field);
  const out: Record<string, string> = {};
  for (const [k, max] of Object.entries(limits)) {
    const v = text(o, k, `${field}.${k}`, max, false);
    if (v !== null) out[k] = v;
  }
  return out;
}

/** Children's ages (0-17), at most 10; the database checks them against the room's guests. */
function ages(o: Obj, key: string, field: string): number[] {
  const v = o[key];
  if (!Array.isArray(v) || v.length > 10) throw new FieldError(field, 'up to 10 ages expected');
  return v.map((_, i) => integer(v as unknown as Obj, String(i), `${field}[${i}]`, 0, 17));
}

/** One room of a stay (quote_stay's p_rooms): its party within the room's allowance is checked and priced there. */
export function stayRoom(o: Obj, f: string) {
  return {
    room_id: uuid(o, 'room_id', `${f}.room_id`), guests: integer(o, 'guests', `${f}.guests`, 1, 20),
    ...(o.child_ages === undefined ? {} : { child_ages: ages(o, 'child_ages', `${f}.child_ages`) }),
    ...(o.cots === undefined ? {} : { cots: integer(o, 'cots', `${f}.cots`, 0, 3) }),
    ...(o.extra_beds === undefined ? {} : { extra_beds: integer(o, 'extra_beds', `${f}.extra_beds`, 0, 3) }),
  };
}

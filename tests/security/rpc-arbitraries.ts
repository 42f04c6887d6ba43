// fast-check arbitraries for RPC arguments, by PostgreSQL type and by argument name: well-formed values that
// reach deep into the functions, mixed with hostile ones (wrong types, huge numbers, odd text, bad JSON shapes).
import fc from 'fast-check';

const ROOMS = [1, 2, 3, 4, 5].map((n) => `10000000-0000-4000-8000-00000000000${n}`);
const PRODUCTS = Array.from({ length: 18 }, (_, i) => `30000000-0000-4000-8000-0000000000${String(i + 1).padStart(2, '0')}`);

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', "'; drop table public.orders; --", '\\', '%', '\u0000x', 'NaN', 'null', '{}', '[]', 'x'.repeat(5000)),
);
const hostileNumber = fc.oneof(
  fc.integer({ min: -3, max: 50 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, 0.0001, '1e400', 'NaN', 'Infinity', '-0'),
);
const anyJson = fc.jsonValue({ maxDepth: 3 });
const uuidish = fc.oneof(fc.uuid(), fc.constantFrom(...ROOMS, ...PRODUCTS), hostileText);
const dateish = fc.oneof(
  fc.integer({ min: -5, max: 800 }).map(day),
  fc.constantFrom('2024-02-30', '0001-01-01', '9999-12-31', 'infinity', '-infinity', 'today', '2100-01-01'),
  hostileText,
);
const email = fc.oneof(fc.emailAddress(), hostileText, fc.constantFrom('a@b.it', 'A@B.IT '));

const items = fc.array(
  fc.oneof(
    fc.record({ product_id: fc.constantFrom(...PRODUCTS), quantity: hostileNumber }),
    fc.record({ product_id: uuidish, quantity: hostileNumber }, { requiredKeys: [] }),
    anyJson,
  ),
  { maxLength: 5 },
);
const rooms = fc.array(
  fc.oneof(
    fc.record({ room_id: fc.constantFrom(...ROOMS), guests: hostileNumber }),
    fc.record({ room_id: uuidish, guests: hostileNumber }, { requiredKeys: [] }),
    anyJson,
  ),
  { maxLength: 4 },
);
const person = fc.oneof(
  fc.record(
    { first_name: hostileText, last_name: hostileText, email, phone: hostileText, address_line1: hostileText, city: hostileText, postal_code: hostileText, province: hostileText, country: hostileText },
    { requiredKeys: [] },
  ),
  anyJson,
);

/** Values for one argument, chosen by its name first (shape-aware), then by its type. */
function argArbitrary(name: string, type: string): fc.Arbitrary<unknown> {
  const byName: Record<string, fc.Arbitrary<unknown>> = {
    p_items: items,
    p_rooms: rooms,
    p_shipping: person,
    p_billing: fc.oneof(fc.constant(null), person),
    p_guest: person,
    p_payment: fc.oneof(fc.record({ method: fc.constantFrom('card', 'paypal', 'onsite', 'x'), card_last_4: hostileText }, { requiredKeys: [] }), anyJson),
    p_payment_method: fc.oneof(fc.constantFrom('card', 'paypal', 'onsite'), hostileText),
    p_email: email,
    p_guest_email: email,
    p_language: fc.oneof(fc.constantFrom('it', 'en'), hostileText),
    lang: fc.oneof(fc.constantFrom('it', 'en'), hostileText),
    p_status: fc.oneof(fc.constantFrom('pending', 'shipped', 'delivered', 'cancelled'), hostileText),
    _role: fc.oneof(fc.constantFrom('admin', 'staff'), hostileText),
  };
  const byType: Record<string, fc.Arbitrary<unknown>> = {
    uuid: uuidish,
    date: dateish,
    jsonb: anyJson,
    text: hostileText,
    numeric: hostileNumber,
    integer: hostileNumber,
    boolean: fc.oneof(fc.boolean(), anyJson),
  };
  const typed = byName[name] ?? byType[type] ?? anyJson;
  // Now and then the wrong type altogether, or null.
  return fc.oneof({ weight: 8, arbitrary: typed }, { weight: 1, arbitrary: anyJson }, { weight: 1, arbitrary: fc.constant(null) });
}

export interface RpcSignature {
  name: string;
  args: Array<{ name: string; type: string; optional: boolean }>;
}

/** A body for the RPC: required arguments mostly present, optional ones sometimes, and now and then a stray key. */
export function bodyArbitrary(sig: RpcSignature): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const a of sig.args) model[a.name] = argArbitrary(a.name, a.type);
  const required = sig.args.filter((a) => !a.optional).map((a) => a.name);
  return fc
    .tuple(
      fc.record(model, { requiredKeys: required }),
      fc.integer({ min: 0, max: 9 }),
      fc.option(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), anyJson, { maxKeys: 2 }), { freq: 8 }),
    )
    .map(([body, dice, extra]) => {
      const out: Record<string, unknown> = { ...body };
      if (dice === 0 && required.length) delete out[required[0]];
      return extra ? { ...out, ...extra } : out;
    });
}

const validPerson = fc.record({
  first_name: fc.constantFrom('Maria', 'Ànna', 'Ōkubo'),
  last_name: fc.constantFrom('Rossi', "D'Arco"),
  email: fc.constantFrom('maria@example.test', 'ANNA@example.test '),
  address_line1: fc.constant('Via Roma 1'),
  city: fc.constant('Olbia'),
  postal_code: fc.constant('07026'),
  province: fc.constant('SS'),
});

const cards = fc.record({
  number: fc.constantFrom('4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995', '4000000000000069', '4242 4242 4242 4241', 'abc'),
  expiry: fc.constantFrom('12/34', '00/00', '01/20'),
  cvv: fc.constantFrom('123', 'abc'),
  holder: fc.constantFrom('Maria Rossi', ''),
});

/** Bodies of the payments function's order route that mostly pass validation, to reach the writes. */
export const nearValidOrder = fc.record({
  items: fc.array(
    fc.record({ product_id: fc.constantFrom(...PRODUCTS), quantity: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constantFrom(0, -1, 40, 1.5, 1e9)) }),
    { minLength: 1, maxLength: 4 },
  ),
  shipping: validPerson,
  billing: fc.constant(null),
  card: fc.oneof({ weight: 3, arbitrary: fc.constant({ number: '4242424242424242', expiry: '12/34', cvv: '123', holder: 'Maria Rossi' }) }, { weight: 1, arbitrary: cards }),
  guest_email: fc.constantFrom('guest@example.test', 'x'),
  language: fc.constantFrom('it', 'en'),
  client_request_id: fc.uuid(),
});

/** Bodies of the payments function's booking route on a small window of days, so that many collide. */
export const nearValidBooking = fc
  .record({
    rooms: fc.uniqueArray(fc.constantFrom(...ROOMS), { minLength: 1, maxLength: 3 }),
    guests: fc.oneof(fc.integer({ min: 1, max: 2 }), fc.constantFrom(0, 3, -1)),
    start: fc.integer({ min: 300, max: 320 }),
    nights: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constantFrom(0, -2, 61)),
    guest: validPerson,
    method: fc.constantFrom('card', 'onsite', 'cash'),
    card: fc.oneof({ weight: 3, arbitrary: fc.constant({ number: '4242424242424242', expiry: '12/34', cvv: '123', holder: 'Maria Rossi' }) }, { weight: 1, arbitrary: cards }),
    id: fc.uuid(),
  })
  .map((b) => ({
    rooms: b.rooms.map((room_id) => ({ room_id, guests: b.guests })),
    check_in: day(b.start),
    check_out: day(b.start + b.nights),
    guest: b.guest,
    method: b.method,
    card: b.card,
    language: 'it',
    source: 'page',
    client_request_id: b.id,
  }));

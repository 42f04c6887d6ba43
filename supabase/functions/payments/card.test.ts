import { deepStrictEqual as assertEquals, throws } from 'node:assert';
import { cardProblem, luhnValid, parseCard } from './card.ts';
import { FieldError } from './fields.ts';

const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', holder: 'Maria Rossi' };
const june2026 = new Date('2026-06-15T12:00:00Z');

Deno.test('parseCard keeps every digit of a number typed with spaces or dashes, as printed', () => {
  assertEquals(parseCard({ ...card, number: '4000 0566 5566 5556' }).number, '4000056655665556');
  assertEquals(parseCard({ ...card, number: '4242-4242-4242-4242' }), { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holder: 'Maria Rossi' });
});

Deno.test('parseCard names the field that cannot be a card field', () => {
  const field = (c: unknown) => {
    try {
      parseCard(c);
      return null;
    } catch (e) {
      return e instanceof FieldError ? e.field : 'other';
    }
  };
  assertEquals(
    [
      field(undefined), field({ ...card, number: '4242' }), field({ ...card, number: 42 }), field({ ...card, expiry: '00/00' }),
      field({ ...card, expiry: '13/30' }), field({ ...card, expiry: '1230' }), field({ ...card, cvv: 'abc' }), field({ ...card, cvv: '12' }),
      field({ ...card, holder: '  ' }), field({ ...card, holder: 'a\u0000b' }), field({ ...card, holder: 'a\uD800b' }), field(card),
    ],
    ['card', 'card.number', 'card.number', 'card.expiry', 'card.expiry', 'card.expiry', 'card.cvv', 'card.cvv', 'card.holder', 'card.holder', 'card.holder', null],
  );
  throws(() => parseCard({ ...card, number: '4'.repeat(31) }), FieldError);
});

Deno.test('cardProblem declines a mistyped number and a card whose month has ended, as a provider would', () => {
  const p = (c: Partial<typeof card>) => cardProblem(parseCard({ ...card, ...c }), june2026);
  assertEquals(
    [p({}), p({ number: '4242 4242 4242 4241' }), p({ expiry: '05/26' }), p({ expiry: '06/26' }), p({ expiry: '06/2026' }), p({ expiry: '01/20' })],
    [null, 'incorrect_number', 'expired_card', null, null, 'expired_card'],
  );
});

Deno.test('luhnValid knows the test cards', () => {
  assertEquals(['4242424242424242', '4000000000000002', '4000000000009995', '4000000000000069', '4242424242424241', '1234'].map(luhnValid), [true, true, true, true, false, false]);
});

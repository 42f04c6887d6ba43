import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import { parseSelect } from './parse-select.ts';

describe('parseSelect', () => {
  it.each([
    ['*', [{ kind: 'star' }]],
    ['id,"my col"', [
      { kind: 'field', field: { name: 'id', json: [] }, alias: undefined, cast: undefined },
      { kind: 'field', field: { name: 'my col', json: [] }, alias: undefined, cast: undefined },
    ]],
    ['n:price::text', [{ kind: 'field', field: { name: 'price', json: [] }, alias: 'n', cast: 'text' }]],
    ['data->a->>b', [{ kind: 'field', field: { name: 'data', json: [{ arrow: '->', key: 'a', index: false }, { arrow: '->>', key: 'b', index: false }] }, alias: undefined, cast: undefined }]],
    ['arr->0', [{ kind: 'field', field: { name: 'arr', json: [{ arrow: '->', key: '0', index: true }] }, alias: undefined, cast: undefined }]],
    ['a:rel!fk!inner(x)', [{ kind: 'embed', name: 'rel', alias: 'a', hint: 'fk', join: 'inner', spread: false, select: [{ kind: 'field', field: { name: 'x', json: [] }, alias: undefined, cast: undefined }] }]],
    ['rel!left!fk()', [{ kind: 'embed', name: 'rel', alias: undefined, hint: 'fk', join: 'left', spread: false, select: [] }]],
    ['...rel(a)', [{ kind: 'embed', name: 'rel', alias: undefined, hint: undefined, join: undefined, spread: true, select: [{ kind: 'field', field: { name: 'a', json: [] }, alias: undefined, cast: undefined }] }]],
    ['', [{ kind: 'star' }]],
  ])('parses %j', (text, expected) => {
    expect(parseSelect(text)).toEqual(expected);
  });

  it('parses nested embeds', () => {
    const [item] = parseSelect('a(b(c(*)))');
    expect(item).toMatchObject({ kind: 'embed', name: 'a', select: [{ kind: 'embed', name: 'b', select: [{ kind: 'embed', name: 'c', select: [{ kind: 'star' }] }] }] });
  });

  it.each(['id,', 'rel(', 'rel(a', 'a::', 'x:...rel(a)', 'a!b!c(x)', '"unterminated', 'a)'])('refuses %j with PGRST100', (text) => {
    expect(() => parseSelect(text)).toThrowError(expect.objectContaining({ code: 'PGRST100', status: 400 }));
  });

  it.each([
    ['count()', { kind: 'agg', fn: 'count' }],
    ['n:count()::text', { kind: 'agg', fn: 'count', alias: 'n', outputCast: 'text' }],
    ['price.sum()', { kind: 'agg', fn: 'sum', field: { name: 'price', json: [] } }],
    ['x:id::int.max()::text', { kind: 'agg', fn: 'max', alias: 'x', field: { name: 'id', json: [] }, inputCast: 'int', outputCast: 'text' }],
  ])('parses the aggregate %j (the planner decides whether it is allowed)', (text, item) => {
    expect(parseSelect(text)).toEqual([item]);
  });

  it('refuses an unknown function after a column with PGRST100', () => {
    expect(() => parseSelect('price.median()')).toThrowError(expect.objectContaining({ code: 'PGRST100' }));
  });

  it('never throws anything but a RestError (fuzz)', () => {
    const alphabet = fc.constantFrom(...'abc_,:()!*."->\\ 0123456789'.split(''), '...', '::', '->>', 'inner', '!inner');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }).map((a) => a.join('')), (text) => {
        try {
          parseSelect(text);
        } catch (e) {
          if (!(e instanceof RestError)) throw e;
        }
      }),
      { numRuns: 3000 },
    );
  });
});

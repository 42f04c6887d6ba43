import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import { parseFilter, parseLogic } from './parse-filter.ts';

const f = (name: string) => ({ name, json: [] });

describe('parseFilter', () => {
  it.each([
    ['eq.a,b', { op: 'cmp', sym: 'eq', quant: undefined, value: 'a,b' }],
    ['like.*ar*', { op: 'cmp', sym: 'like', quant: undefined, value: '%ar%' }],
    ['ilike(any).{a*,b}', { op: 'cmp', sym: 'ilike', quant: 'any', value: '{a%,b}' }],
    ['is.NULL', { op: 'is', value: 'null' }],
    ['is.not_null', { op: 'is', value: 'not_null' }],
    ['isdistinct.3', { op: 'isdistinct', value: '3' }],
    ['in.(1,"a,b",c)', { op: 'in', values: ['1', 'a,b', 'c'] }],
    ['in.("a \\"q\\"","x\\\\y")', { op: 'in', values: ['a "q"', 'x\\y'] }],
    ['in.("Lardo, "special"")', { op: 'in', values: ['Lardo, "special"'] }],
    ['in.()', { op: 'in', values: [] }],
    ['cs.{a,b}', { op: 'range', sym: 'cs', value: '{a,b}' }],
    ['adj.[1,5)', { op: 'range', sym: 'adj', value: '[1,5)' }],
    ['fts(english).cat & mat', { op: 'fts', sym: 'fts', config: 'english', value: 'cat & mat' }],
    ['wfts.a b', { op: 'fts', sym: 'wfts', config: undefined, value: 'a b' }],
  ])('parses %j', (text, operation) => {
    expect(parseFilter(f('c'), text)).toEqual({ kind: 'filter', field: f('c'), negate: false, operation });
  });

  it('parses not.', () => {
    expect(parseFilter(f('c'), 'not.in.(1,2)')).toMatchObject({ negate: true, operation: { op: 'in', values: ['1', '2'] } });
  });

  it.each(['eq', 'zz.1', 'is.maybe', 'in.(1,2', 'in.1', 'eq(some).x', 'gt(english).1', ''])('refuses %j with PGRST100', (text) => {
    expect(() => parseFilter(f('c'), text)).toThrowError(expect.objectContaining({ code: 'PGRST100' }));
  });
});

describe('parseLogic', () => {
  it('parses nested trees with negation, quoting, arrays and in-lists', () => {
    const tree = parseLogic('or', false, '(a.eq.1,and(b.gt.2,c.is.null),not.and(d.eq."x,y",e.cs.{1,2}),f.in.(3,4),g.not.eq.5)');
    expect(tree).toEqual({
      kind: 'logic', op: 'or', negate: false, children: [
        { kind: 'filter', field: f('a'), negate: false, operation: { op: 'cmp', sym: 'eq', quant: undefined, value: '1' } },
        { kind: 'logic', op: 'and', negate: false, children: [
          { kind: 'filter', field: f('b'), negate: false, operation: { op: 'cmp', sym: 'gt', quant: undefined, value: '2' } },
          { kind: 'filter', field: f('c'), negate: false, operation: { op: 'is', value: 'null' } },
        ] },
        { kind: 'logic', op: 'and', negate: true, children: [
          { kind: 'filter', field: f('d'), negate: false, operation: { op: 'cmp', sym: 'eq', quant: undefined, value: 'x,y' } },
          { kind: 'filter', field: f('e'), negate: false, operation: { op: 'range', sym: 'cs', value: '{1,2}' } },
        ] },
        { kind: 'filter', field: f('f'), negate: false, operation: { op: 'in', values: ['3', '4'] } },
        { kind: 'filter', field: f('g'), negate: true, operation: { op: 'cmp', sym: 'eq', quant: undefined, value: '5' } },
      ],
    });
  });

  it('parses JSON paths in a tree', () => {
    expect(parseLogic('and', false, '(data->>k.eq.v)').children[0]).toMatchObject({ field: { name: 'data', json: [{ arrow: '->>', key: 'k' }] } });
  });

  it.each(['a.eq.1', '(a.eq.1', '(a.eq.1))', '()', '(and(a.eq.1)', '(a.eq."x)'])('refuses %j', (text) => {
    expect(() => parseLogic('or', false, text)).toThrowError(expect.objectContaining({ code: 'PGRST100' }));
  });

  it('never throws anything but a RestError (fuzz)', () => {
    const token = fc.constantFrom('a', 'b', '.', ',', '(', ')', '"', '\\', '{', '}', 'eq', 'not', 'and(', 'or(', 'in', 'is', 'null', '->', '->>', '1', '*', 'fts(english)', 'eq(any)');
    const text = fc.array(token, { maxLength: 30 }).map((a) => a.join(''));
    fc.assert(
      fc.property(text, text, (t1, t2) => {
        for (const run of [() => parseLogic('or', false, t1), () => parseFilter(f('c'), t2)]) {
          try {
            run();
          } catch (e) {
            if (!(e instanceof RestError)) throw e;
          }
        }
      }),
      { numRuns: 3000 },
    );
  });
});

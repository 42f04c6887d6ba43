import { describe, expect, it } from 'vitest';
import { closest } from './fuzzy.ts';

// The cases of PostgREST's own doctests for its hints (Error.hs), which use the same fuzzy set.
describe('closest', () => {
  it.each([
    [['directors', 'roles', 'actors'], 'role', 0.33, 'roles'],
    [['films'], 'film', 0.33, 'films'],
    [['directors', 'roles', 'actors'], 'noclosealternative', 0.33, undefined],
    [['test', 'another'], 'testt', 0.75, 'test'],
    [['test', 'another'], 'other', 0.75, undefined],
    [['test', 'another'], 'noclosealternative', 0.75, undefined],
    [['(name, param, val)', '(attr, id)'], '(nam, pqaram, vall)', 0.33, '(name, param, val)'],
    [['(name, param, val)', '(attr, id)'], '(param, val)', 0.33, '(name, param, val)'],
    [['(name, param, val)', '(attr, id)'], '(attrs, id)', 0.33, '(attr, id)'],
    [['(name, param, val)', '(attr, id)'], '(id)', 0.33, '(attr, id)'],
    [['(name, param, val)', '(attr, id)'], '(noclosealternative)', 0.33, undefined],
  ])('among %j, %j (min %d) is %j', (candidates, value, min, expected) => {
    expect(closest(candidates, value, min)).toBe(expected);
  });
});

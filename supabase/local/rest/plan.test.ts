import { describe, expect, it } from 'vitest';
import { parseQuery } from './parse-query.ts';
import { planRead, type EmbedItem } from './plan.ts';
import type { Column, Relation, SchemaCache } from './schema-cache.ts';
import { Params } from './sql-common.ts';
import { readStatement } from './sql-read.ts';

const cols = (...names: string[]) => new Map<string, Column>(names.map((n) => [n, { name: n, type: 'text', nullable: true, hasDefault: false }]));
const rel = (name: string, columns: string[], pk: string[], uniques: string[][] = [pk]): Relation => ({
  schema: 'public', name, kind: 'table', columns: cols(...columns), pk, uniques,
});

const cache: SchemaCache = {
  schema: 'public',
  relations: new Map([
    ['authors', rel('authors', ['id', 'name'], ['id'])],
    ['profiles', rel('profiles', ['author_id', 'bio'], ['author_id'])],
    ['items', rel('items', ['id', 'author_id', 'editor_id', 'title'], ['id'])],
    ['tags', rel('tags', ['id', 'label'], ['id'])],
    ['item_tags', rel('item_tags', ['item_id', 'tag_id'], ['item_id', 'tag_id'])],
    ['people', rel('people', ['id', 'parent_id', 'mentor_id'], ['id'])],
  ]),
  fks: [
    { name: 'profiles_author_fkey', from: 'profiles', fromCols: ['author_id'], to: 'authors', toCols: ['id'] },
    { name: 'items_author_fkey', from: 'items', fromCols: ['author_id'], to: 'authors', toCols: ['id'] },
    { name: 'items_editor_fkey', from: 'items', fromCols: ['editor_id'], to: 'authors', toCols: ['id'] },
    { name: 'item_tags_item_fkey', from: 'item_tags', fromCols: ['item_id'], to: 'items', toCols: ['id'] },
    { name: 'item_tags_tag_fkey', from: 'item_tags', fromCols: ['tag_id'], to: 'tags', toCols: ['id'] },
    { name: 'people_parent_fkey', from: 'people', fromCols: ['parent_id'], to: 'people', toCols: ['id'] },
    { name: 'people_mentor_fkey', from: 'people', fromCols: ['mentor_id'], to: 'people', toCols: ['id'] },
  ],
  functions: new Map(),
  types: new Set(['text', 'int4']),
};

const plan = (table: string, query: string) => {
  const r = cache.relations.get(table)!;
  return planRead(cache, { relation: table, columns: r.columns }, parseQuery(new URLSearchParams(query)));
};
const embed = (table: string, query: string) => plan(table, query).items.find((i): i is EmbedItem => i.kind === 'embed')!;

describe('relationships', () => {
  it.each([
    ['items', 'select=authors!items_author_fkey(*)', 'many-to-one', true],
    ['items', 'select=authors!editor_id(*)', 'many-to-one', true],
    ['items', 'select=author_id(*)', 'many-to-one', true],
    ['authors', 'select=items!author_id(*)', 'one-to-many', false],
    ['authors', 'select=profiles(*)', 'one-to-one', true],
    ['profiles', 'select=authors(*)', 'one-to-one', true],
    ['items', 'select=tags(*)', 'many-to-many', false],
    ['tags', 'select=items!item_tags(*)', 'many-to-many', false],
    // Self-references, as PostgREST's findRel: the key column names the parent, the table (+ key hint) the children.
    ['people', 'select=parent_id(*)', 'many-to-one', true],
    ['people', 'select=people!parent_id(*)', 'one-to-many', false],
    ['people', 'select=people!mentor_id(*)', 'one-to-many', false],
  ])('%s %s is %s', (table, query, cardinality, toOne) => {
    const e = embed(table, query);
    expect(e.rel.cardinality).toBe(cardinality);
    expect(e.rel.toOne).toBe(toOne);
  });

  it('reports ambiguity (PGRST201, 300) and absence (PGRST200, 400)', () => {
    expect(() => plan('items', 'select=authors(*)')).toThrowError(expect.objectContaining({ code: 'PGRST201', status: 300 }));
    expect(() => plan('tags', 'select=authors(*)')).toThrowError(expect.objectContaining({ code: 'PGRST200', status: 400 }));
    expect(() => plan('people', 'select=people(*)')).toThrowError(expect.objectContaining({ code: 'PGRST201', status: 300 }));
    expect(() => plan('people', 'select=people!people_parent_fkey(*)')).toThrowError(expect.objectContaining({ code: 'PGRST200' }));
  });
});

describe('planning errors', () => {
  it.each([
    ['select=nope', '42703'],
    ['nope=eq.1', '42703'],
    ['order=nope', '42703'],
    ['select=id&tags.label=eq.x', 'PGRST108'],
    ['select=id,tags(label)&order=tags(label)', 'PGRST118'],
    ['select=id,count', 'PGRST123'],
    ['select=id::nonsense', '42704'],
  ])('%s → %s', (query, code) => {
    expect(() => plan('items', query)).toThrowError(expect.objectContaining({ code }));
  });
});

describe('SQL', () => {
  it('binds every value and quotes every identifier', () => {
    const p = new Params();
    const sql = readStatement(plan('items', 'select=id,a:authors!author_id(name)&title=eq.x\'); drop table t;--&order=id.desc.nullslast&limit=5'),
      { schema: 'public', source: '"public"."items"', count: true, maxRows: 1000 }, p);
    expect(sql).not.toContain('drop table');
    expect(p.values).toContain("x'); drop table t;--");
    expect(sql).toMatch(/pgrst_0."title" = \$\d+/);
    expect(sql).toContain('ORDER BY pgrst_0."id" DESC NULLS LAST');
    expect(sql).toMatch(/LIMIT \$\d+/);
  });

  it('groups by the other selected columns when aggregating, which only db-aggregates-enabled allows', () => {
    const q = 'select=title,n:count(),id.max()';
    expect(() => plan('items', q)).toThrowError(expect.objectContaining({ code: 'PGRST123', status: 400 }));
    const r = cache.relations.get('items')!;
    const p = new Params();
    const sql = readStatement(planRead(cache, { relation: 'items', columns: r.columns }, parseQuery(new URLSearchParams(q)), { aggregates: true }),
      { schema: 'public', source: '"public"."items"', maxRows: 1000 }, p);
    expect(sql).toContain('count(*) AS "n", max(pgrst_0."id") AS "max"');
    expect(sql).toContain('GROUP BY pgrst_0."title"');
  });

  it('caps the limit at max rows', () => {
    const p = new Params();
    readStatement(plan('items', 'limit=5000'), { schema: 'public', source: '"public"."items"', count: false, maxRows: 1000 }, p);
    expect(p.values).toEqual([1000]);
  });
});

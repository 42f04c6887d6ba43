// Every read shape supabase-js sends, against the fixture schema.
import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, rest, useRestEnv, type RestEnv } from './rest-stack.ts';

let env: RestEnv;
let sb: SupabaseClient;
useRestEnv((e) => {
  env = e;
  sb = client(e);
});

function assertResponse(r: unknown): asserts r is Response {
  expect(typeof (r as Response).json).toBe('function');
}

const ids = (rows: Array<{ id: number }> | null) => rows?.map((r) => r.id);

describe('select', () => {
  it('returns columns, aliases, casts and JSON paths', async () => {
    const { data, error } = await sb
      .from('fx_items')
      .select('id, name:title, price::text, kg:data->kg, region:data->origin->>region, data->>kg')
      .eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, name: 'Pecorino', price: '12.50', kg: 1, region: 'Sardegna', kg_1: undefined, ...{} }].map(({ kg_1: _, ...r }) => ({ ...r, kg: '1' })).map((r) => ({ ...r, kg: '1' })));
  });

  it('embeds many-to-one as an object, one-to-many and many-to-many as arrays, one-to-one as an object', async () => {
    const { data, error } = await sb
      .from('fx_authors')
      .select('name, fx_profiles(bio), items:fx_items!fx_items_author_fkey(id, fx_tags(label))')
      .order('id')
      .order('id', { referencedTable: 'items' });
    expect(error).toBeNull();
    expect(data![0]).toEqual({
      name: 'Ada',
      fx_profiles: { bio: 'writes about cheese' },
      items: [
        { id: 1, fx_tags: [{ label: 'dop' }, { label: 'aged' }] },
        { id: 2, fx_tags: [{ label: 'smoked' }] },
      ],
    });
    expect(data![2]).toEqual({ name: 'Carla', fx_profiles: null, items: [{ id: 4, fx_tags: [] }] });
  });

  it('refuses an ambiguous embed with 300 PGRST201 and an unknown one with 400 PGRST200', async () => {
    const amb = await sb.from('fx_items').select('id, fx_authors(name)');
    expect(amb.status).toBe(300);
    expect(amb.error?.code).toBe('PGRST201');
    expect(amb.error?.hint).toContain('fx_authors!fx_items_author_fkey');
    const none = await sb.from('fx_items').select('id, fx_tags_nope(label)');
    expect(none.status).toBe(400);
    expect(none.error?.code).toBe('PGRST200');
  });

  it('embeds by foreign-key column hint and spreads a to-one embed', async () => {
    const { data, error } = await sb.from('fx_items').select('id, editor:fx_authors!editor_id(name), ...fx_authors!author_id(author_name:name)').eq('id', 3);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 3, editor: { name: 'Ada' }, author_name: 'Bruno' }]);
  });

  it('!inner drops parents without a match, embedded filters only filter the embed', async () => {
    const inner = await sb.from('fx_items').select('id, fx_comments!inner(body)').eq('fx_comments.body', 'ok');
    expect(inner.data).toEqual([{ id: 3, fx_comments: [{ body: 'ok' }] }]);
    const outer = await sb.from('fx_items').select('id, fx_comments(body)').eq('fx_comments.stars', 5).order('id').limit(2);
    expect(outer.data).toEqual([{ id: 1, fx_comments: [{ body: 'great' }] }, { id: 2, fx_comments: [] }]);
  });

  it('orders, limits and offsets embedded arrays, and orders parents by a to-one embed', async () => {
    const { data } = await sb
      .from('fx_items')
      .select('id, fx_comments(stars)')
      .eq('id', 1)
      .order('stars', { referencedTable: 'fx_comments', ascending: true })
      .limit(1, { referencedTable: 'fx_comments' });
    expect(data).toEqual([{ id: 1, fx_comments: [{ stars: 4 }] }]);
    const res = await rest(env, '/fx_items?select=id,author:fx_authors!author_id(name)&order=author(name).desc,id.asc');
    expect(ids(await res.json())).toEqual([4, 3, 1, 2]);
  });

  it('legacy count in an embed and at top level', async () => {
    const { data } = await sb.from('fx_items').select('id, fx_comments(count)').order('id').limit(2);
    expect(data).toEqual([{ id: 1, fx_comments: [{ count: 2 }] }, { id: 2, fx_comments: [{ count: 0 }] }]);
    const top = await sb.from('fx_items').select('count');
    expect(top.data).toEqual([{ count: 4 }]);
  });

  it('rel=not.is.null keeps parents with an embed', async () => {
    const res = await rest(env, '/fx_items?select=id,fx_comments()&fx_comments=not.is.null&order=id');
    expect(ids(await res.json())).toEqual([1, 3]);
  });
});

describe('filters', () => {
  const q = () => sb.from('fx_items').select('id').order('id');
  it.each([
    ['eq', () => q().eq('title', 'Pecorino'), [1]],
    ['neq', () => q().neq('id', 1), [2, 3, 4]],
    ['gt/lte', () => q().gt('price', 10).lte('price', 18), [1, 2]],
    ['gte/lt', () => q().gte('id', 2).lt('id', 4), [2, 3]],
    ['like with *', () => q().like('title', '*ar*'), [2, 4]],
    ['ilike', () => q().ilike('title', 'p%'), [1]],
    ['likeAnyOf', () => q().likeAnyOf('title', ['P%', 'S%']), [1, 3]],
    ['ilikeAllOf', () => q().ilikeAllOf('title', ['%e%', '%o%']), [1, 2, 4]],
    ['regex', () => q().regexMatch('title', '^F.*o$'), [2]],
    ['iregex', () => q().regexIMatch('title', '^f'), [2]],
    ['is null', () => q().is('price', null), [4]],
    ['is true', () => q().is('published', true), [1, 2, 4]],
    ['not is null', () => q().not('rank', 'is', null), [1, 3, 4]],
    ['isDistinct', () => q().isDistinct('rank', 1), [1, 2, 4]],
    ['in with quoting', () => q().in('title', ['Pecorino', 'Lardo, "special"']), [1, 4]],
    ['not in', () => q().not('id', 'in', '(1,2)'), [3, 4]],
    ['contains array', () => q().contains('tags', ['cheese']), [1, 2]],
    ['containedBy array', () => q().containedBy('tags', ['cheese', 'sheep']), [1, 2, 4]],
    ['overlaps', () => q().overlaps('tags', ['meat', 'sheep']), [1, 3]],
    ['contains jsonb', () => q().contains('data', { origin: { region: 'Sardegna' } }), [1]],
    ['json path', () => q().eq('data->>kg', '2'), [2]],
    ['fts', () => q().textSearch('body', 'cat & mat', { config: 'english' }), [1]],
    ['plfts', () => q().textSearch('body', 'smoked cheese', { type: 'plain', config: 'english' }), [2]],
    ['phfts', () => q().textSearch('body', 'fat cat', { type: 'phrase', config: 'english' }), [1]],
    ['wfts', () => q().textSearch('body', '"dried sausage" -cheese', { type: 'websearch', config: 'english' }), [3]],
    ['match object', () => q().match({ author_id: 1, published: true }), [1, 2]],
    ['or', () => q().or('id.eq.1,price.gt.15'), [1, 2]],
    ['or with nested and, not and quoting', () => q().or('and(author_id.eq.1,rank.is.null),not.and(id.lt.4,id.gt.0),title.eq."Salsiccia"'), [2, 3, 4]],
    ['or with in and array values', () => q().or('id.in.(3,4),tags.cs.{sheep}'), [1, 3, 4]],
    ['filter raw', () => q().filter('rank', 'gte', '2'), [1, 4]],
    ['quantified eq any', () => q().filter('id', 'eq(any)', '{2,3}'), [2, 3]],
    ['in with escaped quotes', () => rest(env, '/fx_items?select=id&order=id&title=in.(Pecorino,"Lardo, \\"special\\"")'), [1, 4]],
    ['not.or', () => rest(env, '/fx_items?select=id&order=id&not.or=(id.eq.1,id.eq.2)'), [3, 4]],
  ] as Array<[string, () => PromiseLike<unknown>, number[]]>)('%s', async (_name, run, expected) => {
    const r = (await run()) as { data?: Array<{ id: number }>; error?: unknown } | Response;
    if (!('data' in r)) {
      assertResponse(r);
      expect(r.status).toBe(200);
      expect(ids(await r.json())).toEqual(expected);
      return;
    }
    const result = r;
    expect(result.error).toBeNull();
    expect(ids(result.data!)).toEqual(expected);
  });

  it('filters on embedded or', async () => {
    const { data, error } = await sb.from('fx_items').select('id, fx_comments(stars)').eq('id', 1).or('stars.eq.5,stars.eq.3', { referencedTable: 'fx_comments' });
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, fx_comments: [{ stars: 5 }] }]);
  });
});

describe('order, range, count, head, single, csv', () => {
  it('orders with nulls first and last', async () => {
    const first = await sb.from('fx_items').select('id').order('rank', { ascending: true, nullsFirst: true });
    expect(ids(first.data)).toEqual([2, 3, 4, 1]);
    const last = await sb.from('fx_items').select('id').order('rank', { ascending: false, nullsFirst: false });
    expect(ids(last.data)).toEqual([1, 4, 3, 2]);
  });

  it('range with an exact count gives 206 and the total', async () => {
    const r = await sb.from('fx_items').select('id', { count: 'exact' }).order('id').range(1, 2);
    expect(r.status).toBe(206);
    expect(r.count).toBe(4);
    expect(ids(r.data)).toEqual([2, 3]);
    const res = await rest(env, '/fx_items?select=id&offset=1&limit=2', { headers: { prefer: 'count=exact' } });
    expect(res.headers.get('content-range')).toBe('1-2/4');
    const plain = await rest(env, '/fx_items?select=id');
    expect(plain.headers.get('content-range')).toBe('0-3/*');
  });

  it('head with count returns the count and no body', async () => {
    const r = await sb.from('fx_items').select('*', { count: 'exact', head: true }).eq('published', true);
    expect(r.error).toBeNull();
    expect(r.count).toBe(3);
    expect(r.data).toBeNull();
  });

  it('416 for an offset past the total and for a negative limit', async () => {
    const past = await rest(env, '/fx_items?select=id&offset=10', { headers: { prefer: 'count=exact' } });
    expect(past.status).toBe(416);
    expect((await past.json()).code).toBe('PGRST103');
    const neg = await rest(env, '/fx_items?select=id&limit=-1');
    expect(neg.status).toBe(416);
  });

  it('single returns an object or 406 PGRST116; maybeSingle returns null for no rows', async () => {
    const one = await sb.from('fx_items').select('id,title').eq('id', 2).single();
    expect(one.data).toEqual({ id: 2, title: 'Fiore Sardo' });
    const many = await sb.from('fx_items').select('id').single();
    expect(many.status).toBe(406);
    expect(many.error?.code).toBe('PGRST116');
    const raw = await rest(env, '/fx_items?select=id&id=eq.99', { headers: { accept: 'application/vnd.pgrst.object+json' } });
    expect(raw.status).toBe(406);
    expect((await raw.json()).details).toBe('The result contains 0 rows');
    const none = await sb.from('fx_items').select('id').eq('id', 99).maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
  });

  it('csv', async () => {
    const { data, error } = await sb.from('fx_items').select('id,title').in('id', [1, 4]).order('id').csv();
    expect(error).toBeNull();
    expect(data).toBe('id,title\n1,Pecorino\n4,"Lardo, ""special"""');
  });

  it('caps reads at max rows and sends Server-Timing', async () => {
    const res = await rest(env, '/fx_items?select=id');
    expect(res.headers.get('server-timing')).toMatch(/jwt;dur=.*parse;dur=.*plan;dur=.*db;dur=.*respond;dur=/);
  });

  it('serialises types as PostgREST does', async () => {
    const { data } = await sb.from('fx_authors').select('created_at, meta').eq('id', 2).single();
    expect(data).toEqual({ created_at: '2024-05-01T12:00:00+00:00', meta: { country: 'FR' } });
  });
});

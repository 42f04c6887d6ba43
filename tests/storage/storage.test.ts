// Storage through supabase-js against the started stack: bytes round-trip, type and size limits judged
// on the real bytes, RLS on storage.objects, signed URLs, list and remove.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import ws from 'ws';
import { inject } from 'vitest';
import { signJwt } from '../../supabase/local/jwt.ts';

const url = () => inject('SUPABASE_URL');
const opts = { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: ws as never } };
const client = (key: string, token?: string): SupabaseClient =>
  createClient(url(), key, token ? { ...opts, global: { headers: { Authorization: `Bearer ${token}` } } } : opts);

let admin: SupabaseClient;
let anon: SupabaseClient;
let png: Buffer;
const tag = crypto.randomUUID().slice(0, 8);
const privateBucket = `fx-private-${tag}`;

beforeAll(async () => {
  admin = client(inject('SUPABASE_SERVICE_ROLE_KEY'));
  anon = client(inject('SUPABASE_ANON_KEY'));
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#b5651d' } }).png().toBuffer();
  const { error } = await admin.storage.createBucket(privateBucket, { public: false });
  expect(error).toBeNull();
});

afterAll(async () => {
  await admin.storage.emptyBucket(privateBucket);
  await admin.storage.deleteBucket(privateBucket);
  await admin.storage.from('product-images').remove([`fx/${tag}.png`]);
});

describe('public bucket product-images', () => {
  it('serves an uploaded image at its public URL byte for byte, with type and cache headers', async () => {
    const up = await admin.storage.from('product-images').upload(`fx/${tag}.png`, png, { contentType: 'image/png', cacheControl: '600' });
    expect(up.error).toBeNull();
    expect(up.data?.fullPath).toBe(`product-images/fx/${tag}.png`);
    const publicUrl = anon.storage.from('product-images').getPublicUrl(`fx/${tag}.png`).data.publicUrl;
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=600');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses a second upload to the same path unless upsert is set', async () => {
    const again = await admin.storage.from('product-images').upload(`fx/${tag}.png`, png, { contentType: 'image/png' });
    expect(again.error).toMatchObject({ status: 400, statusCode: '409' });
    const upsert = await admin.storage.from('product-images').upload(`fx/${tag}.png`, png, { contentType: 'image/png', upsert: true });
    expect(upsert.error).toBeNull();
  });

  it('refuses a text file renamed .jpg, whatever type it declares', async () => {
    const fake = Buffer.from('just some text pretending to be a photo of pecorino');
    const { error } = await admin.storage.from('product-images').upload(`fx/${tag}-fake.jpg`, fake, { contentType: 'image/jpeg' });
    expect(error).toMatchObject({ name: 'StorageApiError', status: 400, statusCode: '415' });
    const raw = await fetch(`${url()}/storage/v1/object/product-images/fx/${tag}-fake2.jpg`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${inject('SUPABASE_SERVICE_ROLE_KEY')}`, 'Content-Type': 'image/jpeg' },
      body: fake,
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ statusCode: '415', code: 'InvalidMimeType', error: expect.any(String), message: expect.any(String) });
  });

  it('refuses a file over the 5 MB bucket limit', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const { error } = await admin.storage.from('product-images').upload(`fx/${tag}-big.png`, big, { contentType: 'image/png' });
    expect(error).toMatchObject({ status: 400, statusCode: '413' });
  });

  it('refuses an anonymous upload and a non-admin user upload (RLS)', async () => {
    const a = await anon.storage.from('product-images').upload(`fx/${tag}-anon.png`, png, { contentType: 'image/png' });
    expect(a.error).toMatchObject({ status: 400, statusCode: '403' });
    const token = await signJwt(
      { role: 'authenticated', aud: 'authenticated', sub: crypto.randomUUID(), exp: Math.floor(Date.now() / 1000) + 600 },
      inject('JWT_SECRET'),
    );
    const u = await client(inject('SUPABASE_ANON_KEY'), token).storage.from('product-images').upload(`fx/${tag}-user.png`, png, { contentType: 'image/png' });
    expect(u.error).toMatchObject({ status: 400, statusCode: '403' });
    const listed = await admin.storage.from('product-images').list('fx');
    expect(listed.data?.map((o) => o.name)).not.toContain(`${tag}-anon.png`);
  });
});

describe('private bucket', () => {
  it('is hidden from anon, readable by the service role, shared through a signed URL', async () => {
    const bytes = Buffer.from('order;total\nA-1;18.50\n');
    const up = await admin.storage.from(privateBucket).upload('exports/orders.csv', bytes, { contentType: 'text/csv' });
    expect(up.error).toBeNull();

    const denied = await anon.storage.from(privateBucket).download('exports/orders.csv');
    expect(denied.error).toMatchObject({ status: 400, statusCode: '404' });
    const pub = await fetch(anon.storage.from(privateBucket).getPublicUrl('exports/orders.csv').data.publicUrl);
    expect(pub.status).toBe(400);

    const down = await admin.storage.from(privateBucket).download('exports/orders.csv');
    expect(Buffer.from(await down.data!.arrayBuffer()).equals(bytes)).toBe(true);

    const signed = await admin.storage.from(privateBucket).createSignedUrl('exports/orders.csv', 60);
    const res = await fetch(signed.data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv');
    expect(await res.text()).toBe(bytes.toString());
    const tampered = await fetch(signed.data!.signedUrl.replace('orders.csv', 'other.csv'));
    expect(tampered.status).toBe(400);
  });

  it('lists folders and files under a prefix, then removes', async () => {
    await admin.storage.from(privateBucket).upload('exports/2026/jan.csv', Buffer.from('x'), { contentType: 'text/csv' });
    const top = await admin.storage.from(privateBucket).list('exports');
    expect(top.data?.map((o) => [o.name, o.id === null])).toEqual([
      ['2026', true],
      ['orders.csv', false],
    ]);
    const removed = await admin.storage.from(privateBucket).remove(['exports/orders.csv', 'exports/missing.csv']);
    expect(removed.data?.map((o) => o.name)).toEqual(['exports/orders.csv']);
    const gone = await admin.storage.from(privateBucket).download('exports/orders.csv');
    expect(gone.error).toMatchObject({ statusCode: '404' });
  });
});

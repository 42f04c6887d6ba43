// Holes an attack sweep found in local storage: emptying a bucket without the right to delete its rows, downloads
// without nosniff, and uploads without Content-Length read whole into memory before the size limit refused them.
import crypto from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { anonClient, newUserClient, serviceClient, serviceKey, stackUrl } from '../helpers/clients.ts';

let admin: SupabaseClient;
let png: Buffer;
const tag = crypto.randomUUID().slice(0, 8);
const file = `fx-hardening/${tag}.png`;

beforeAll(async () => {
  admin = serviceClient();
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a6b35' } }).png().toBuffer();
  const up = await admin.storage.from('product-images').upload(file, png, { contentType: 'image/png' });
  expect(up.error).toBeNull();
});

afterAll(async () => {
  await admin.storage.from('product-images').remove([file]);
});

const publicUrl = () => `${stackUrl()}/storage/v1/object/public/product-images/${file}`;

describe('emptying a bucket', () => {
  it('refuses an anonymous caller and a customer, and every file stays on disk', async () => {
    const anon = await anonClient().storage.emptyBucket('product-images');
    expect(anon.error).not.toBeNull();
    const customer = await newUserClient();
    // A customer may see the bucket's rows but delete none of them: nothing is removed.
    await customer.client.storage.emptyBucket('product-images');
    const res = await fetch(publicUrl());
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    const { data } = await admin.storage.from('product-images').list('fx-hardening');
    expect(data?.map((o) => o.name)).toContain(`${tag}.png`);
  });
});

describe('downloads', () => {
  it('carry X-Content-Type-Options: nosniff, public and authenticated', async () => {
    const pub = await fetch(publicUrl());
    expect(pub.headers.get('x-content-type-options')).toBe('nosniff');
    const auth = await fetch(`${stackUrl()}/storage/v1/object/authenticated/product-images/${file}`, {
      headers: { Authorization: `Bearer ${serviceKey()}`, apikey: serviceKey() },
    });
    expect(auth.status).toBe(200);
    expect(auth.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

/**
 * Streams a chunked upload (no Content-Length) of up to `total` bytes and stops sending as soon as an answer
 * arrives; resolves with the status and how many bytes the client had sent by then.
 */
function chunkedUpload(path: string, contentType: string, total: number): Promise<{ status: number; sent: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${stackUrl()}${path}`);
    let sent = 0;
    let answered = false;
    const req = http.request(
      url,
      { method: 'POST', headers: { Authorization: `Bearer ${serviceKey()}`, apikey: serviceKey(), 'Content-Type': contentType } },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, sent, body: Buffer.concat(chunks).toString('utf8') });
          req.destroy();
        });
      },
    );
    req.on('error', (e) => (answered ? undefined : reject(e)));
    const chunk = Buffer.alloc(256 * 1024, 1);
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('uploads without Content-Length', () => {
  it('are refused with 413 once past the bucket limit, without reading the rest (raw and multipart)', async () => {
    const total = 200 * 1024 * 1024;
    // product-images allows 5 MB: the answer must come long before 200 MB were sent.
    const raw = await chunkedUpload(`/storage/v1/object/product-images/fx-hardening/${tag}-raw.png`, 'image/png', total);
    expect(raw.status).toBe(400);
    expect(JSON.parse(raw.body)).toMatchObject({ statusCode: '413' });
    expect(raw.sent).toBeLessThan(64 * 1024 * 1024);
    const multipart = await chunkedUpload(
      `/storage/v1/object/product-images/fx-hardening/${tag}-multi.png`,
      'multipart/form-data; boundary=----x',
      total,
    );
    expect(multipart.status).toBe(400);
    expect(JSON.parse(multipart.body)).toMatchObject({ statusCode: '413' });
    expect(multipart.sent).toBeLessThan(64 * 1024 * 1024);
  }, 60_000);
});

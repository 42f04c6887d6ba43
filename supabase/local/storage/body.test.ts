// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readUpload } from './body.ts';
import { StorageError } from './errors.ts';

/** A body of `total` bytes in 64 KiB chunks, produced only as it is read; `pulled()` tells how much was. */
function lazyBody(total: number) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const n = Math.min(64 * 1024, total - sent);
      sent += n;
      controller.enqueue(new Uint8Array(n).fill(7));
    },
  });
  return { stream, pulled: () => sent };
}

const post = (body: BodyInit | ReadableStream<Uint8Array>, type: string) =>
  new Request('http://local/storage/v1/object/b/x', { method: 'POST', body, headers: { 'content-type': type }, duplex: 'half' } as RequestInit);

describe('readUpload', () => {
  it('reads a raw body within the limit, with its type', async () => {
    const body = await readUpload(post(new Uint8Array([1, 2, 3]), 'image/png'), 10);
    expect([...body.bytes]).toEqual([1, 2, 3]);
    expect(body.contentType).toBe('image/png');
  });

  it('refuses a raw body past the limit with 413 after reading little more than the limit', async () => {
    const big = lazyBody(100 * 1024 * 1024);
    const err = await readUpload(post(big.stream, 'image/png'), 1024 * 1024).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorageError);
    expect((err as StorageError).status).toBe(413);
    expect(big.pulled()).toBeLessThan(4 * 1024 * 1024);
  });

  it('reads a multipart file within the limit and refuses one past it', async () => {
    const form = new FormData();
    form.append('cacheControl', '60');
    form.append('', new Blob([new Uint8Array(2000)], { type: 'image/webp' }), 'a.webp');
    const ok = await readUpload(new Request('http://local/x', { method: 'POST', body: form }), 4096);
    expect(ok.bytes.byteLength).toBe(2000);
    expect(ok.contentType).toBe('image/webp');
    expect(ok.cacheControl).toBe('max-age=60');
    const big = lazyBody(100 * 1024 * 1024);
    const err = await readUpload(post(big.stream, 'multipart/form-data; boundary=x'), 1024 * 1024).catch((e: unknown) => e);
    expect((err as StorageError).status).toBe(413);
    expect(big.pulled()).toBeLessThan(4 * 1024 * 1024);
  });
});

// Storage API at /storage/v1, as storage-js calls it. Every object read and write runs under the
// caller's role and claims, so the policies on storage.objects decide (service_role bypasses RLS).
import { Hono, type Context } from 'hono';
import type { StackContext } from '../context.ts';
import { createStorage, type Storage } from './service.ts';
import { errorResponse, toStorageError } from './errors.ts';
import { upload } from './upload.ts';
import { downloadAuthenticated, downloadPublic, objectInfo } from './read.ts';
import { removeMany, removeOne } from './remove.ts';
import { listObjects } from './list.ts';
import { copyObject, moveObject } from './move-copy.ts';
import { getSigned, signUrl, signUrls } from './signed.ts';
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from './buckets.ts';

type Route = (s: Storage, c: Context) => Promise<Response>;

export function createStorageApp(ctx: StackContext): Hono {
  const s = createStorage(ctx);
  const app = new Hono();
  const r = (fn: Route) => (c: Context) => fn(s, c);
  const NAME = ':name{.+}';

  app.get('/bucket', r(listBuckets));
  app.post('/bucket', r(createBucket));
  app.get('/bucket/:id', r(getBucket));
  app.put('/bucket/:id', r(updateBucket));
  app.post('/bucket/:id/empty', r(emptyBucket));
  app.delete('/bucket/:id', r(deleteBucket));

  app.post('/object/list/:bucket', r(listObjects));
  app.post('/object/move', r(moveObject));
  app.post('/object/copy', r(copyObject));
  app.post(`/object/sign/:bucket/${NAME}`, r(signUrl));
  app.post('/object/sign/:bucket', r(signUrls));
  app.get(`/object/sign/:bucket/${NAME}`, r(getSigned));
  app.on(['GET', 'HEAD'], `/object/public/:bucket/${NAME}`, r(downloadPublic));
  app.on(['GET', 'HEAD'], `/object/authenticated/:bucket/${NAME}`, r(downloadAuthenticated));
  app.get(`/object/info/:bucket/${NAME}`, r(objectInfo));
  app.get(`/object/info/authenticated/:bucket/${NAME}`, r(objectInfo));
  app.on(['GET', 'HEAD'], `/object/:bucket/${NAME}`, r(downloadAuthenticated));
  app.post(`/object/:bucket/${NAME}`, (c) => upload(s, c, 'create'));
  app.put(`/object/:bucket/${NAME}`, (c) => upload(s, c, 'update'));
  app.delete(`/object/:bucket/${NAME}`, r(removeOne));
  app.delete('/object/:bucket', r(removeMany));

  app.onError((e, c) => {
    const err = toStorageError(e);
    if (err.status >= 500) ctx.log(`storage: ${c.req.method} ${c.req.path} failed`, { error: String(e) });
    return errorResponse(err);
  });
  return app;
}

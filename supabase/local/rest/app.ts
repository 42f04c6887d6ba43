// Placeholder until the REST layer lands: the gateway mounts it at /rest/v1.
import { Hono } from 'hono';
import type { StackContext } from '../context.ts';

export function createRestApp(_ctx: StackContext): Hono {
  const app = new Hono();
  app.all('*', (c) => c.json({ code: 'PGRST000', details: null, hint: null, message: 'REST not implemented yet' }, 501));
  return app;
}

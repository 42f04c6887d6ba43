import { Hono } from 'hono';
import type { StackContext } from '../context.ts';
export function createAuthApp(_ctx: StackContext): Hono {
  const app = new Hono();
  app.get('/health', (c) => c.json({ name: 'GoTrue' }));
  return app;
}

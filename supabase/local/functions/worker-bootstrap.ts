// Runs under Deno, not Node: loads one edge function and serves it on the port the stack chose.
// Deno.serve is replaced before the function's module runs so that its handler lands on our port
// (every function would otherwise bind 8000), and a thrown error becomes a clean JSON 500.
// Both shapes run: `Deno.serve(handler)` and `export default { fetch }`.

type Handler = (req: Request, info: unknown) => Response | Promise<Response>;
interface DenoLike {
  env: { get(name: string): string | undefined; delete(name: string): void; toObject(): Record<string, string> };
  serve: (...args: unknown[]) => unknown;
  exit(code: number): never;
}
declare const Deno: DenoLike;
export {};

const port = Number(Deno.env.get('SUPABASE_LOCAL_WORKER_PORT'));
const entry = Deno.env.get('SUPABASE_LOCAL_WORKER_ENTRY')!;
// The function sees only what the hosted runtime gives it (the stack lists those names): Deno's own
// variables and ours are gone before its module runs.
const visible = new Set((Deno.env.get('SUPABASE_LOCAL_WORKER_VISIBLE') ?? '').split(','));
for (const k of Object.keys(Deno.env.toObject())) if (!visible.has(k)) Deno.env.delete(k);
const originalServe = Deno.serve.bind(Deno);
let served = false;

function wrap(handler: Handler): Handler {
  return async (req, info) => {
    try {
      return await handler(req, info);
    } catch (e) {
      console.error(e);
      const message = e instanceof Error ? e.message : String(e);
      return new Response(JSON.stringify({ code: 'FUNCTION_ERROR', message }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      });
    }
  };
}

function listen(handler: Handler): unknown {
  served = true;
  return originalServe(
    {
      port,
      hostname: '127.0.0.1',
      onListen: () => console.log('SUPABASE_LOCAL_WORKER_READY'),
    },
    wrap(handler),
  );
}

// Accepts the overloads of Deno.serve: (handler), (options, handler), (options with handler).
Deno.serve = (...args: unknown[]) => {
  const fn = args.find((a) => typeof a === 'function') as Handler | undefined;
  const opts = args.find((a) => typeof a === 'object' && a !== null) as { handler?: Handler } | undefined;
  const handler = fn ?? opts?.handler;
  if (!handler) throw new TypeError('Deno.serve: no handler given');
  return listen(handler);
};

const mod = (await import(entry)) as { default?: { fetch?: Handler } };
if (!served) {
  const fetchFn = mod.default?.fetch;
  if (typeof fetchFn !== 'function') {
    console.error(`${entry}: neither Deno.serve(handler) nor export default { fetch } found`);
    Deno.exit(1);
  }
  listen(fetchFn.bind(mod.default));
}

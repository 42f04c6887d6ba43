// zod probes `new Function` to compile its object parsers; the CSP (script-src 'self') refuses it and every
// form page reported a violation. This is zod's `config({ jitless: true })`, written to the global where zod
// keeps its config (shared by every copy), so zod itself stays out of the first render. Imported by the
// provider, before any schema is built (those are all in lazy chunks).
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

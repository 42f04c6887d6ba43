// npm run bench:soak — 50 simulated visitors browse, fill carts, order, book and chat against the stack for
// 5 minutes (BENCH_SECONDS, BENCH_VISITORS to change), then print requests, errors by status, p50/p99 per kind
// and the stack's memory (node + postgres: summed RSS and PSS) at start and end.
// Starts its own stack in a temp folder, or uses a running one: BENCH_API_URL, BENCH_ANON_KEY,
// BENCH_SERVICE_KEY (optional) and BENCH_STACK_PID (the stack process, for memory); start that stack with
// SUPABASE_LOCAL_TRUSTED_IP_HEADER=x-soak-client-ip, or all visitors share one address and its chat limit.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ChildStack, spawnStack } from '../tests/resilience/spawn-stack.ts';
import { relaxPaymentAttempts } from '../tests/setup/shared-stack.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 300);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 50);
const SIGNED_IN_SHARE = 0.2;
// Each simulated visitor's address, honoured only because the stack is started with this header trusted
// (SUPABASE_LOCAL_TRUSTED_IP_HEADER; a stack given by BENCH_API_URL needs it too). X-Forwarded-For is not trusted.
const IP_HEADER = 'x-soak-client-ip';

interface Target { apiUrl: string; anonKey: string; serviceKey?: string; pid: number }

// ---- memory of a process tree (the stack process and its postgres children)
function children(): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(ppid, [...(map.get(ppid) ?? []), Number(d)]);
    } catch { /* gone meanwhile */ }
  }
  return map;
}
function treeMemory(root: number): { rssMb: number; pssMb: number; processes: number } {
  const kids = children();
  const pids: number[] = [];
  const walk = (p: number) => { pids.push(p); for (const c of kids.get(p) ?? []) walk(c); };
  walk(root);
  let rss = 0;
  let pss = 0;
  for (const p of pids) {
    try {
      const s = fs.readFileSync(`/proc/${p}/smaps_rollup`, 'utf8');
      rss += Number(/^Rss:\s+(\d+)/m.exec(s)?.[1] ?? 0);
      pss += Number(/^Pss:\s+(\d+)/m.exec(s)?.[1] ?? 0);
    } catch { /* gone meanwhile */ }
  }
  return { rssMb: rss / 1024, pssMb: pss / 1024, processes: pids.length };
}

// ---- measurements
const latencies = new Map<string, number[]>();
const statuses = new Map<string, number>();
let requests = 0;

async function hit(kind: string, t: Target, token: string | undefined, urlPath: string, init: RequestInit & { ip?: string } = {}) {
  const headers: Record<string, string> = {
    apikey: t.anonKey,
    authorization: `Bearer ${token ?? t.anonKey}`,
    'content-type': 'application/json',
    ...(init.ip ? { [IP_HEADER]: init.ip } : {}),
    ...(init.headers as Record<string, string> | undefined),
  };
  const t0 = performance.now();
  let status = 0;
  let body: unknown = null;
  try {
    const res = await fetch(`${t.apiUrl}${urlPath}`, { ...init, headers });
    status = res.status;
    const text = await res.text();
    body = text ? JSON.parse(text) : null;
  } catch {
    status = 0; // network error or non-JSON
  }
  const ms = performance.now() - t0;
  requests++;
  (latencies.get(kind) ?? latencies.set(kind, []).get(kind)!).push(ms);
  const key = `${kind} ${status}`;
  statuses.set(key, (statuses.get(key) ?? 0) + 1);
  return { status, body };
}

// ---- one visitor
const pick = <T,>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const QUESTIONS = ['Che formaggi avete?', 'Quanto costa una camera?', 'Avete il pecorino stagionato?', 'Vorrei prenotare per due notti', 'Spedite in Germania?'];
// The simulated provider's approved test card: orders and bookings are paid through the payments function.
const SOAK_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvv: '123', holder: 'Soak Test' };
const SHIPPING = { first_name: 'Maria', last_name: 'Soak', address_line1: 'Via Roma 1', city: 'Olbia', postal_code: '07026', province: 'SS' };

async function visitor(t: Target, n: number, until: number) {
  const ip = `10.${n >> 8}.${n & 255}.7`;
  const sessionId = `soak-${crypto.randomUUID()}`;
  let token: string | undefined;
  let userId: string | undefined;
  if (n < VISITORS * SIGNED_IN_SHARE) {
    const r = await hit('auth signup', t, undefined, '/auth/v1/signup', {
      method: 'POST', ip, body: JSON.stringify({ email: `soak-${n}-${crypto.randomUUID().slice(0, 6)}@example.test`, password: 'soak-password-123' }),
    });
    const b = r.body as { access_token?: string; user?: { id: string } } | null;
    token = b?.access_token;
    userId = b?.user?.id;
  }
  const lang = n % 3 === 0 ? 'en' : 'it';
  let products: Array<{ id: string; slug: string; stock_quantity: number }> = [];
  const cart = new Map<string, number>();
  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.45 || products.length === 0) {
      const r = await hit('browse products', t, token, '/rest/v1/rpc/get_products', { method: 'POST', ip, body: JSON.stringify({ lang }) });
      if (Array.isArray(r.body)) products = r.body.filter((p) => p.stock_quantity > 0);
      if (products.length) {
        await hit('browse product', t, token, '/rest/v1/rpc/get_product_by_slug', {
          method: 'POST', ip, body: JSON.stringify({ product_slug: pick(products).slug, lang }),
        });
      }
      await hit('browse settings', t, token, '/rest/v1/settings?select=key,value', { ip });
    } else if (roll < 0.65) {
      const p = pick(products);
      cart.set(p.id, (cart.get(p.id) ?? 0) + 1);
      if (token && userId) {
        await hit('cart upsert', t, token, '/rest/v1/cart_items?on_conflict=user_id,product_id', {
          method: 'POST', ip, headers: { prefer: 'resolution=merge-duplicates,return=minimal' },
          body: JSON.stringify({ user_id: userId, product_id: p.id, quantity: cart.get(p.id) }),
        });
        await hit('cart read', t, token, '/rest/v1/cart_items?select=id,product_id,quantity', { ip });
      }
    } else if (roll < 0.75 && cart.size) {
      await hit('order', t, token, '/functions/v1/payments/order', {
        method: 'POST', ip,
        body: JSON.stringify({
          items: [...cart].map(([product_id, quantity]) => ({ product_id, quantity })), shipping: SHIPPING, billing: null,
          card: SOAK_CARD, guest_email: token ? null : `guest-${n}@example.test`,
          language: lang, client_request_id: crypto.randomUUID(),
        }),
      });
      if (token) await hit('cart clear', t, token, `/rest/v1/cart_items?user_id=eq.${userId}`, { method: 'DELETE', ip });
      cart.clear();
    } else if (roll < 0.87) {
      await hit('rooms', t, token, '/rest/v1/rpc/get_rooms', { method: 'POST', ip, body: JSON.stringify({ lang }) });
      const start = 30 + Math.floor(Math.random() * 900);
      await hit('availability', t, token, '/rest/v1/rpc/get_booked_ranges', { method: 'POST', ip, body: JSON.stringify({ p_from: day(start), p_to: day(start + 31) }) });
      if (Math.random() < 0.5) {
        await hit('booking', t, token, '/functions/v1/payments/booking', {
          method: 'POST', ip,
          body: JSON.stringify({
            rooms: [{ room_id: `10000000-0000-4000-8000-00000000000${1 + Math.floor(Math.random() * 5)}`, guests: 2 }],
            check_in: day(start), check_out: day(start + 1 + Math.floor(Math.random() * 3)),
            guest: { first_name: 'Soak', last_name: `V${n}`, email: `soak${n}@example.test` },
            method: 'card', card: SOAK_CARD, language: lang, source: 'page', client_request_id: crypto.randomUUID(),
          }),
        });
      }
    } else {
      await hit('chat', t, undefined, '/functions/v1/chatbot-ai', {
        method: 'POST', ip, body: JSON.stringify({ sessionId, language: lang, messages: [{ role: 'user', content: pick(QUESTIONS) }] }),
      });
    }
    await sleep(500 + Math.random() * 1500); // think time
  }
}

// ---- main
const pct = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? 0;

async function main() {
  let child: ChildStack | undefined;
  let dataDir: string | undefined;
  let t: Target;
  if (process.env.BENCH_API_URL) {
    t = { apiUrl: process.env.BENCH_API_URL, anonKey: process.env.BENCH_ANON_KEY ?? '', serviceKey: process.env.BENCH_SERVICE_KEY, pid: Number(process.env.BENCH_STACK_PID ?? 0) };
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenuta-soak-'));
    child = await spawnStack(dataDir, { SUPABASE_LOCAL_FUNCTIONS: 'on', SUPABASE_LOCAL_TRUSTED_IP_HEADER: IP_HEADER });
    t = { apiUrl: child.info.apiUrl, anonKey: child.info.anonKey, serviceKey: child.info.serviceRoleKey, pid: child.info.pid };
    // A visitor pays every few seconds, beyond what the card-testing limit lets one address try in an hour
    // (docs/limits.md): the soak measures the work of paying, not 429s. A stack given by BENCH_API_URL needs the same.
    await relaxPaymentAttempts(child.info.databaseUrl);
    // Our own data: enough stock that orders measure the work of ordering, not OUT_OF_STOCK answers.
    await fetch(`${t.apiUrl}/rest/v1/products?status=eq.active`, {
      method: 'PATCH',
      headers: { apikey: t.serviceKey!, authorization: `Bearer ${t.serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ stock_quantity: 1_000_000 }),
    });
  }
  console.log(`soak: ${VISITORS} visitors for ${SECONDS} s against ${t.apiUrl}`);
  // Warm-up (first chat call starts the Deno worker) before the memory baseline.
  await hit('warm-up', t, undefined, '/functions/v1/chatbot-ai', { method: 'POST', ip: '10.255.0.1', body: JSON.stringify({ sessionId: 'soak-warm-up-0', language: 'it', messages: [{ role: 'user', content: 'Ciao' }] }) });
  await hit('warm-up', t, undefined, '/rest/v1/rpc/get_products', { method: 'POST', body: '{"lang":"it"}' });
  latencies.clear(); statuses.clear(); requests = 0;
  const memIdle = t.pid ? treeMemory(t.pid) : undefined;
  const started = Date.now();
  const until = started + SECONDS * 1000;
  // The memory baseline is taken once the load is running (connection pools and workers at their working size).
  let memStart = memIdle;
  const warm = setTimeout(() => { if (t.pid) memStart = treeMemory(t.pid); }, Math.min(30, SECONDS / 10) * 1000);
  await Promise.all(Array.from({ length: VISITORS }, (_, n) => sleep(Math.random() * 2000).then(() => visitor(t, n, until))));
  clearTimeout(warm);
  const elapsed = (Date.now() - started) / 1000;
  const memEnd = t.pid ? treeMemory(t.pid) : undefined;

  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  console.log(`\nrequests: ${requests} in ${elapsed.toFixed(0)} s (${(requests / elapsed).toFixed(1)}/s)   p50 ${pct(all, 0.5).toFixed(1)} ms   p99 ${pct(all, 0.99).toFixed(1)} ms`);
  const byStatus = new Map<number, number>();
  for (const [k, v] of statuses) { const s = Number(k.split(' ').pop()); byStatus.set(s, (byStatus.get(s) ?? 0) + v); }
  console.log(`by status: ${[...byStatus].sort((a, b) => a[0] - b[0]).map(([s, c]) => `${s}: ${c}`).join(', ')}`);
  const errors = [...statuses].filter(([k]) => !/ 2\d\d$/.test(k)).sort();
  if (errors.length) console.log(`non-2xx: ${errors.map(([k, c]) => `${k} ×${c}`).join(', ')}`);
  console.log('\nkind                   count     p50 ms     p99 ms');
  for (const [kind, xs] of [...latencies].sort()) {
    const s = [...xs].sort((a, b) => a - b);
    console.log(`${kind.padEnd(20)} ${String(s.length).padStart(7)} ${pct(s, 0.5).toFixed(1).padStart(10)} ${pct(s, 0.99).toFixed(1).padStart(10)}`);
  }
  if (memIdle && memStart && memEnd) {
    console.log(`\nstack memory idle before the load: RSS ${memIdle.rssMb.toFixed(0)} MB / PSS ${memIdle.pssMb.toFixed(0)} MB`);
    const growth = ((memEnd.pssMb - memStart.pssMb) / memStart.pssMb) * 100;
    console.log(`stack memory (${memEnd.processes} processes): after warm-up RSS ${memStart.rssMb.toFixed(0)} MB / PSS ${memStart.pssMb.toFixed(0)} MB, end RSS ${memEnd.rssMb.toFixed(0)} MB / PSS ${memEnd.pssMb.toFixed(0)} MB (PSS ${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%)`);
  } else console.log('\nstack memory: unknown (set BENCH_STACK_PID)');
  const fiveXX = [...byStatus].filter(([s]) => s >= 500 || s === 0).reduce((a, [, c]) => a + c, 0);
  console.log(fiveXX ? `\n${fiveXX} 5xx/network errors` : '\nno 5xx');
  if (child) await child.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

// npm run bench:assistant — the assistant's reply time: scripted conversations of several turns (products with
// filters, rooms with dates and follow-ups, the farm's knowledge, in Italian and English) against the chatbot-ai
// function with the built-in engine, each turn sending the whole history as the chat does. One conversation at a
// time, then 20 at once; prints p50, p95 and max per run. Target: p95 under 300 ms with 20 concurrent. A
// benchmark, not a test: figures go in docs/benchmarks.md. Its own stack in a child process (functions on, the
// demo's season calendar) so that the load generator does not share the gateway's event loop. BENCH_ROUNDS scales
// the number of conversations (default 1).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type ChildStack, spawnStack } from '../tests/resilience/spawn-stack.ts';

const SCALE = Number(process.env.BENCH_ROUNDS ?? 1);
const CLIENTS = 20;
const TARGET_P95_MS = 300;
// Each conversation its own address, as separate visitors have (the bench's trusted header, see bench-soak.ts).
const IP_HEADER = 'x-bench-client-ip';

type Lang = 'it' | 'en';
type Message = { role: 'user' | 'assistant'; content: string };
interface Script { lang: Lang; turns: string[] }
interface Run { name: string; clients: number; conversations: number; times: number[]; failed: Map<string, number> }

const MONTHS = {
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};
const GREETING = { it: 'Ciao! Sono l’assistente della Tenuta.', en: 'Hello! I am the farm’s assistant.' };

function addDays(iso: string, n: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
const spoken = (lang: Lang, iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[lang][Number(iso.slice(5, 7)) - 1]}`;

/** The conversations, as guests write them; the stay's dates some months ahead of the farm's today. */
function scripts(today: string): Script[] {
  const from = addDays(today, 120);
  const to = addDays(from, 2);
  return [
    { lang: 'it', turns: ['ciao', 'che formaggi avete?', 'formaggi senza latte vaccino', 'quanto costa il pecorino 12 mesi?', 'è disponibile?', 'spedite all estero?'] },
    { lang: 'en', turns: ['hi', 'any smoked cheese?', "cheese without cow's milk", 'is the 24 month pecorino in stock', 'spicy salami?', 'how do you ship?'] },
    { lang: 'it', turns: [`camere libere dal ${spoken('it', from)} al ${spoken('it', to)}?`, 'e per tre notti?', 'quanto costa la Lavanda?', 'la colazione è inclusa?', 'siamo in 3'] },
    { lang: 'en', turns: [`free rooms from ${spoken('en', from)} to ${spoken('en', to)}?`, 'and for three nights?', 'how much is the Lavanda?', 'is breakfast included?', 'room for 3 people'] },
    { lang: 'it', turns: ['avete il parcheggio?', 'posso portare il cane?', 'quanto dista l aeroporto di olbia?', 'fate fattura per le aziende?', 'posso parlare con qualcuno?'] },
    { lang: 'en', turns: ['is there parking', 'can we bring our dog?', 'how far are the beaches?', 'car', 'what is the best season to visit?'] },
  ];
}

const pct = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? 0;

interface Target { url: string; anonKey: string }

/** One conversation, turn after turn, each reply's time kept; a failed turn is counted and ends the conversation. */
async function converse(target: Target, script: Script, ip: string, times: number[], failed: Map<string, number>) {
  const sessionId = crypto.randomUUID();
  const messages: Message[] = [{ role: 'assistant', content: GREETING[script.lang] }];
  for (const turn of script.turns) {
    messages.push({ role: 'user', content: turn });
    const start = performance.now();
    const res = await fetch(`${target.url}/functions/v1/chatbot-ai`, {
      method: 'POST',
      headers: { apikey: target.anonKey, authorization: `Bearer ${target.anonKey}`, 'content-type': 'application/json', [IP_HEADER]: ip },
      body: JSON.stringify({ messages, sessionId, language: script.lang }),
    });
    const body = (await res.json().catch(() => null)) as { message?: string; held?: boolean } | null;
    const ms = performance.now() - start;
    if (res.status !== 200 || typeof body?.message !== 'string') {
      const why = `${res.status}`;
      failed.set(why, (failed.get(why) ?? 0) + 1);
      return;
    }
    times.push(ms);
    messages.push({ role: 'assistant', content: body.message });
  }
}

/** `conversations` conversations over `clients` concurrent workers, the scripts taken in turn. */
async function run(name: string, target: Target, all: Script[], clients: number, conversations: number): Promise<Run> {
  const times: number[] = [];
  const failed = new Map<string, number>();
  let next = 0;
  await Promise.all(Array.from({ length: clients }, async (_, w) => {
    while (next < conversations) {
      const n = next++;
      await converse(target, all[n % all.length], `10.7.${w}.${n % 250}`, times, failed);
    }
  }));
  times.sort((a, b) => a - b);
  return { name, clients, conversations, times, failed };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-assistant-'));
  fs.chmodSync(dataDir, 0o777);
  let stack: ChildStack | undefined;
  try {
    stack = await spawnStack(dataDir, { SUPABASE_LOCAL_FUNCTIONS: 'on', SUPABASE_LOCAL_DEMO_RATES: 'on', SUPABASE_LOCAL_TRUSTED_IP_HEADER: IP_HEADER }, 300_000);
    const db = new pg.Client({ connectionString: stack.info.databaseUrl });
    await db.connect();
    const { rows } = await db.query<{ today: string }>('select public.rome_today()::text as today');
    await db.end();
    const target: Target = { url: stack.info.apiUrl, anonKey: stack.info.anonKey };
    const all = scripts(rows[0].today);
    const turns = all.reduce((n, s) => n + s.turns.length, 0) / all.length;

    // Warm-up: the Deno worker's first start, its catalogue cache and the pool's connections are not measured.
    await run('warm-up', target, all, CLIENTS, CLIENTS);

    const loadStart = os.loadavg()[0].toFixed(2);
    const runs = [
      await run('alone', target, all, 1, 30 * SCALE),
      await run(`${CLIENTS} concurrent`, target, all, CLIENTS, 100 * SCALE),
    ];
    const loadEnd = os.loadavg()[0].toFixed(2);
    console.log(`\n${new Date().toISOString()}, load average (1 min) ${loadStart} at the start, ${loadEnd} at the end (${os.cpus().length} cores)`);
    console.log(`${all.length} scripted conversations (${turns.toFixed(1)} turns each on average), built-in engine\n`);
    const head = ['run', 'conversations', 'replies', 'failed', 'p50 ms', 'p95 ms', 'max ms'];
    const body = runs.map((r) => [
      r.name, String(r.conversations), String(r.times.length), String([...r.failed.values()].reduce((a, b) => a + b, 0)),
      pct(r.times, 0.5).toFixed(1), pct(r.times, 0.95).toFixed(1), (r.times[r.times.length - 1] ?? 0).toFixed(1),
    ]);
    console.log([head, ...body].map((r) => r.map((x, i) => (i === 0 ? x.padEnd(16) : x.padStart(14))).join(' ')).join('\n'));
    for (const r of runs.filter((x) => x.failed.size)) {
      console.log(`failed, ${r.name}: ${[...r.failed].map(([why, n]) => `${n} × ${why}`).join(', ')}`);
    }
    const p95 = pct(runs[1].times, 0.95);
    console.log(`\np95 with ${CLIENTS} concurrent: ${p95.toFixed(1)} ms (target under ${TARGET_P95_MS} ms): ${p95 < TARGET_P95_MS ? 'met' : 'not met'}`);
  } finally {
    await stack?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

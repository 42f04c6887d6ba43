// Child process of bench-realtime.ts: opens the subscribed supabase-js clients away from the server's
// event loop, then reports, per client, the seq and wall-clock receipt time of every event.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

const [apiUrl, anonKey, table, count] = process.argv.slice(2);
const now = () => performance.timeOrigin + performance.now();

const received: Array<Array<[number, number]>> = [];
const clients: SupabaseClient[] = [];
for (let i = 0; i < Number(count); i++) {
  const c = createClient(apiUrl, anonKey, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
  const seen: Array<[number, number]> = [];
  received.push(seen);
  clients.push(c);
  await new Promise<void>((resolve, reject) =>
    c
      .channel(`bench-${i}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table }, (p) => seen.push([(p.new as { seq: number }).seq, now()]))
      .subscribe((s, e) => (s === 'SUBSCRIBED' ? resolve() : s === 'CHANNEL_ERROR' ? reject(e ?? new Error(s)) : undefined)),
  );
}
process.send!({ ready: true });

async function finish(m: { expected: number; timeoutMs: number }) {
  const deadline = Date.now() + m.timeoutMs;
  const total = () => received.reduce((n, r) => n + r.length, 0);
  while (total() < m.expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  process.send!({ received }, () => process.exit(0));
}

process.on('message', (m: { expected: number; timeoutMs: number }) => void finish(m));

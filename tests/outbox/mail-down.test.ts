// The mail server going away delays e-mails and loses none: the outbox retries with backoff (shortened here
// through the settings), logs every failed attempt, and sends each mail exactly once when the server is back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../../supabase/local/stack.ts';
import { createBooking, placePaidOrder, testEmail } from './events.ts';
import { mailsTo, waitFor } from './inbox.ts';

let stack: RunningStack;
let dataDir: string;
let db: pg.Client;

beforeAll(async () => {
  // A stack of its own: stopping its mail server must not touch the shared test stack.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenuta-outbox-'));
  stack = await startStack({
    port: 0, dbPort: 0, smtpPort: 0, inboxPort: 0, dataDir, databaseUrl: undefined, quiet: true,
    mail: true, functions: true, outboxIntervalMs: 200,
  });
  db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  await db.query(`update public.settings set value = to_jsonb(v.value) from (values
    ('outbox_retry_base_seconds', 1), ('outbox_retry_max_seconds', 2), ('outbox_max_attempts', 100)) v(key, value)
    where settings.key = v.key`);
}, 120_000);

afterAll(async () => {
  await db?.end();
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const rowsTo = async (emails: string[]) =>
  (await db.query('select id, recipient, status, attempts from public.outbox where recipient = any($1) order by id', [emails])).rows;

it('retries while the mail server is down and sends every mail once when it is back', async () => {
  const client = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false }, realtime: { transport: ws as never } });
  await stack.mail!.stop();

  const buyer = testEmail('buyer');
  const guest = testEmail('guest');
  await placePaidOrder(client, buyer, 'en');
  await createBooking(client, guest, { language: 'it', offsetDays: 30 });

  // Down: every row keeps failing, each failure is logged, and none is lost or dead.
  const failing = await waitFor('three logged failures for each mail', async () => {
    const rows = await rowsTo([buyer, guest]);
    if (rows.length !== 2) return undefined;
    const { rows: log } = await db.query(
      'select outbox_id, count(*)::int as n from public.outbox_attempts where outbox_id = any($1) and not ok and error is not null group by outbox_id',
      [rows.map((r) => r.id)],
    );
    return log.length === 2 && log.every((l) => l.n >= 3) ? rows : undefined;
  }, 60_000);
  expect((await rowsTo([buyer, guest])).every((r) => r.status !== 'dead' && r.status !== 'sent')).toBe(true);

  await stack.mail!.start();
  await waitFor('both mails sent', async () => {
    const rows = await rowsTo([buyer, guest]);
    return rows.every((r) => r.status === 'sent') ? rows : undefined;
  }, 60_000);
  const [toBuyer, toGuest] = await Promise.all([mailsTo(stack.inboxUrl!, buyer), mailsTo(stack.inboxUrl!, guest)]);
  expect(toBuyer).toHaveLength(1);
  expect(toBuyer[0].subject).toMatch(/^Order confirmation/);
  expect(toGuest).toHaveLength(1);
  expect(toGuest[0].subject).toMatch(/Conferma prenotazione|prenotazione/i);
  const ok = await db.query('select count(*)::int as n from public.outbox_attempts where outbox_id = any($1) and ok', [
    failing.map((r) => r.id),
  ]);
  expect(ok.rows[0].n).toBe(2);
}, 180_000);

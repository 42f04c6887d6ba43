// Handler of outbox-deliver (index.ts serves it): claims due outbox rows, sends each mail, reports each attempt.
// Called by the scheduler only (pg_cron + pg_net on a hosted project, the local stack's timer locally) with the
// service-role key; the claim is executable by service_role alone, so the database decides who may deliver.
// The request carries nothing: recipients and contents come from the outbox and the rows it points to.
import { adminClient, callerClient } from '../_shared/clients.ts';
import { endpoint } from '../_shared/endpoint.ts';
import { errorJson, json } from '../_shared/json.ts';
import { sendMail } from '../_shared/mail.ts';
import { MailRejected } from '../_shared/mail-transport.ts';
import { compose, type OutboxRow, PermanentFailure } from './compose.ts';

const BATCH = 20;
const LEASE_SECONDS = 120;
// Stop claiming new batches after this long, well inside a hosted function's wall-clock limit.
const BUDGET_MS = 60_000;

const message = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 2000);

export const handler = endpoint('outbox-deliver', ['POST'], async (req) => {
  const caller = callerClient(req);
  const db = adminClient();
  const siteUrl = Deno.env.get('SITE_URL') ?? 'http://127.0.0.1:5173';
  const started = Date.now();
  const counts = { sent: 0, retry: 0, dead: 0 };
  while (Date.now() - started < BUDGET_MS) {
    const { data, error } = await caller.rpc('outbox_claim', { p_limit: BATCH, p_lease_seconds: LEASE_SECONDS });
    if (error?.code === '42501') return errorJson(401, 'UNAUTHORIZED', 'Only the scheduler may deliver the outbox');
    if (error) throw error;
    const rows = (data ?? []) as OutboxRow[];
    if (rows.length === 0) break;
    // One at a time: a relay that is down fails fast, and a slow one should not get 20 connections at once.
    for (const row of rows) {
      let report: { p_ok: boolean; p_error?: string; p_message_id?: string; p_permanent?: boolean };
      try {
        const mail = await compose(db, row, siteUrl);
        const { messageId } = await sendMail(row.recipient, mail, mail.replyTo);
        report = { p_ok: true, p_message_id: messageId };
      } catch (e) {
        console.error(`outbox ${row.id} (${row.kind}) attempt ${row.attempts} failed: ${message(e)}`);
        report = { p_ok: false, p_error: message(e), p_permanent: e instanceof PermanentFailure || (e instanceof MailRejected && e.permanent) };
      }
      // A crash between sending and this report leaves the row claimed; when the lease ends it is sent again
      // (the at-least-once edge, see docs/outbox.md).
      const { data: outcome, error: reportError } = await db.rpc('outbox_report', { p_id: row.id, ...report });
      if (reportError) throw reportError;
      counts[outcome === 'sent' ? 'sent' : outcome === 'dead' ? 'dead' : 'retry']++;
    }
    if (rows.length < BATCH) break;
  }
  return json(counts);
});

// A small stand-in for the HTTP mail API the functions use in production (Resend's `POST /emails`), mounted
// at /mail-api on the gateway: it checks the key and the body as the provider does, honours Idempotency-Key,
// and hands the mail to the local inbox over SMTP with implicit TLS. So the functions run the production path
// locally, and the inbox still receives everything.
import crypto from 'node:crypto';
import { Hono } from 'hono';
import { inboxTransport, type InboxSmtp } from './inbox.ts';

/** The local API key (MAIL_API_KEY of the functions); nothing leaves the machine, so it is no secret. */
export const LOCAL_MAIL_API_KEY = 're_local_inbox_only';

interface EmailBody {
  from?: unknown;
  to?: unknown;
  subject?: unknown;
  html?: unknown;
  text?: unknown;
  reply_to?: unknown;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const addresses = (v: unknown): string[] | null =>
  isText(v) ? [v] : Array.isArray(v) && v.length > 0 && v.length <= 50 && v.every(isText) ? v : null;

const refusal = (statusCode: number, name: string, message: string) => ({ statusCode, name, message });

/** `smtp()` is read at each request: the inbox may be stopped and started again (tests of an outage). */
export function createMailApiApp(smtp: () => InboxSmtp | undefined): Hono {
  const app = new Hono();
  // Idempotency-Key → the id answered, and the body it was for (the provider keeps them 24 hours).
  const sent = new Map<string, { id: string; digest: string }>();

  app.post('/emails', async (c) => {
    if (c.req.header('authorization') !== `Bearer ${LOCAL_MAIL_API_KEY}`) {
      return c.json(refusal(401, 'missing_api_key', 'API key is invalid'), 401);
    }
    const raw = await c.req.text();
    let body: EmailBody;
    try {
      body = JSON.parse(raw) as EmailBody;
    } catch {
      return c.json(refusal(422, 'validation_error', 'Invalid JSON'), 422);
    }
    const to = addresses(body.to);
    const replyTo = body.reply_to === undefined ? [] : addresses(body.reply_to);
    const missing = !isText(body.from) ? 'from' : !to ? 'to' : !isText(body.subject) ? 'subject'
      : !isText(body.html) && !isText(body.text) ? 'html' : !replyTo ? 'reply_to' : null;
    if (missing) return c.json(refusal(422, 'validation_error', `Invalid \`${missing}\` field`), 422);

    const key = c.req.header('idempotency-key');
    const digest = crypto.createHash('sha256').update(raw).digest('hex');
    const earlier = key ? sent.get(key) : undefined;
    if (earlier) {
      return earlier.digest === digest
        ? c.json({ id: earlier.id })
        : c.json(refusal(409, 'invalid_idempotent_request', 'Same idempotency key used with a different request payload'), 409);
    }

    const inbox = smtp();
    const id = crypto.randomUUID();
    try {
      if (!inbox) throw new Error('inbox stopped');
      const transport = inboxTransport(inbox);
      await transport.sendMail({
        from: body.from as string, to: to!, replyTo: replyTo!.length ? replyTo! : undefined, subject: body.subject as string,
        html: isText(body.html) ? body.html : undefined, text: isText(body.text) ? body.text : undefined,
        messageId: `<${id}@mail-api.local>`,
      });
    } catch (e) {
      // The provider's outage, as the functions would meet it: worth another try.
      return c.json(refusal(503, 'application_error', `Inbox unavailable: ${e instanceof Error ? e.message : String(e)}`), 503);
    }
    if (key) sent.set(key, { id, digest });
    return c.json({ id });
  });
  return app;
}

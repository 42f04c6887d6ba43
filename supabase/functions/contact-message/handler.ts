// Handler of contact-message (index.ts serves it), kept apart so tests can call it with a Request.
// Stores a message from the site's contact form; the insert writes the farm's e-mail to the outbox (reply-to
// the visitor) in the same transaction, and the outbox delivers it.
import { clientAddress } from '../_shared/client-address.ts';
import { adminClient } from '../_shared/clients.ts';
import { endpoint } from '../_shared/endpoint.ts';
import { fieldError } from '../_shared/input.ts';
import { errorJson, inputErrorJson, json, readJson } from '../_shared/json.ts';
import { langOf } from '../_shared/mail.ts';
import { rateLimit } from '../_shared/rate-limit.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LIMITS = { first_name: 200, last_name: 200, email: 320, phone: 40, subject: 300, message: 5000 } as const;
type Field = keyof typeof LIMITS;

export interface ContactMessage {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  language: 'it' | 'en';
}

/** Validates the body; returns the row to store or the name of the first bad field. */
export function parseContact(body: Record<string, unknown>): ContactMessage | { invalid: Field } {
  const text = (k: Field) => (typeof body[k] === 'string' ? (body[k] as string).trim() : '');
  for (const k of Object.keys(LIMITS) as Field[]) {
    const v = text(k);
    if (k !== 'phone' && v === '') return { invalid: k };
    if (v.length > LIMITS[k]) return { invalid: k };
  }
  if (!EMAIL.test(text('email'))) return { invalid: 'email' };
  return {
    first_name: text('first_name'),
    last_name: text('last_name'),
    email: text('email').toLowerCase(),
    phone: text('phone') || null,
    subject: text('subject'),
    message: text('message'),
    language: langOf(body.language),
  };
}

export const handler = endpoint('contact-message', ['POST'], async (req) => {
  const parsed = parseContact(await readJson(req));
  if ('invalid' in parsed) return inputErrorJson(fieldError(parsed.invalid));
  const limited = await rateLimit('contact', { ip: clientAddress(req), email: parsed.email });
  if (limited) return limited;

  const { data, error } = await adminClient().from('contact_messages').insert(parsed).select('id').single();
  if (error) {
    console.error('contact-message insert failed', error);
    return errorJson(500, 'STORE_FAILED', 'Could not store the message');
  }
  return json({ id: data.id }, 201);
});

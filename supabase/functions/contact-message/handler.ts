// Handler of contact-message (index.ts serves it), kept apart so tests can call it with a Request.
// Stores a message from the site's contact form and e-mails it to the farm (reply-to the visitor).
import { clientAddress } from '../_shared/client-address.ts';
import { adminClient } from '../_shared/clients.ts';
import { endpoint } from '../_shared/endpoint.ts';
import { fieldError } from '../_shared/input.ts';
import { errorJson, inputErrorJson, json, readJson } from '../_shared/json.ts';
import { langOf, renderMail, sendMail } from '../_shared/mail.ts';
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

async function farmAddress(): Promise<string> {
  const fromEnv = Deno.env.get('FARM_EMAIL');
  if (fromEnv) return fromEnv;
  const { data } = await adminClient().from('settings').select('value').eq('key', 'contact_email').maybeSingle();
  return typeof data?.value === 'string' ? data.value : 'info@localhost';
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

  const m = parsed;
  const mail = renderMail({
    lang: 'it',
    subject: `[Contatti] ${m.subject}`,
    title: `Nuovo messaggio da ${m.first_name} ${m.last_name}`,
    blocks: [
      {
        kind: 'details',
        rows: [
          ['Nome', `${m.first_name} ${m.last_name}`],
          ['E-mail', m.email],
          ['Telefono', m.phone ?? '-'],
          ['Oggetto', m.subject],
          ['Lingua', m.language.toUpperCase()],
        ],
      },
      { kind: 'paragraph', text: m.message },
    ],
    footer: 'Messaggio inviato dal modulo contatti del sito. Rispondi a questa e-mail per scrivere al mittente.',
  });
  try {
    await sendMail(await farmAddress(), mail, m.email);
  } catch (e) {
    // The message is stored: the farm still sees it, so the visitor gets a success.
    console.error('contact-message mail failed', e);
  }
  return json({ id: data.id }, 201);
});

// Welcome e-mail after sign-up. It only ever writes to the signed-in caller's own address, so it cannot be used
// to mail strangers; names come from the body (shown escaped) or the user's metadata.
import { callerUser } from '../_shared/clients.ts';
import { preflight } from '../_shared/cors.ts';
import { BadRequest, errorJson, json, readJson } from '../_shared/json.ts';
import { langOf, renderMail, sendMail, tr } from '../_shared/mail.ts';

export function welcomeMail(firstName: string, lang: string, siteUrl: string) {
  const l = langOf(lang);
  return renderMail({
    lang: l,
    subject: tr(l, { it: 'Benvenuto alla Tenuta!', en: 'Welcome to the Tenuta!' }),
    title: tr(l, { it: `Benvenuto, ${firstName}!`, en: `Welcome, ${firstName}!` }),
    blocks: [
      {
        kind: 'paragraph',
        text: tr(l, {
          it: 'Il tuo account è pronto: puoi acquistare i nostri formaggi e salumi, salvare i preferiti e seguire i tuoi ordini.',
          en: 'Your account is ready: you can buy our cheeses and cured meats, save favourites and follow your orders.',
        }),
      },
      { kind: 'button', label: tr(l, { it: 'Scopri i formaggi', en: 'Discover the cheeses' }), url: `${siteUrl.replace(/\/$/, '')}/formaggi` },
    ],
  });
}

export async function handler(req: Request): Promise<Response> {
  const pre = preflight(req);
  if (pre) return pre;
  if (req.method !== 'POST') return errorJson(405, 'METHOD_NOT_ALLOWED', 'Use POST');
  try {
    const user = await callerUser(req);
    if (!user?.email) return errorJson(401, 'UNAUTHORIZED', 'Sign in first');
    const body = await readJson<{ firstName?: unknown; lang?: unknown }>(req);
    const firstName = typeof body.firstName === 'string' ? body.firstName.slice(0, 80) : '';
    const siteUrl = Deno.env.get('SITE_URL') ?? new URL(req.headers.get('origin') ?? 'http://localhost:5173').origin;
    const result = await sendMail(user.email, welcomeMail(firstName, String(body.lang ?? 'it'), siteUrl));
    return json({ sent: true, message_id: result.messageId });
  } catch (e) {
    if (e instanceof BadRequest) return errorJson(400, 'BAD_REQUEST', e.message);
    console.error('send-welcome-email failed', e);
    return errorJson(500, 'INTERNAL', 'Unexpected error');
  }
}

export default { fetch: handler };

if (import.meta.main) Deno.serve(handler);

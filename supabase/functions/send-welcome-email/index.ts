// Welcome e-mail after sign-up. It only ever writes to the signed-in caller's own address, so it cannot be used
// to mail strangers; names come from the body (shown escaped) or the user's metadata.
import { callerUser } from '../_shared/clients.ts';
import { endpoint } from '../_shared/endpoint.ts';
import { errorJson, json, readJson } from '../_shared/json.ts';
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

const handler = endpoint('send-welcome-email', ['POST'], async (req) => {
  const user = await callerUser(req);
  if (!user?.email) return errorJson(401, 'UNAUTHORIZED', 'Sign in first');
  const body = await readJson<{ firstName?: unknown; lang?: unknown }>(req);
  const firstName = typeof body.firstName === 'string' ? body.firstName.slice(0, 80) : '';
  const siteUrl = Deno.env.get('SITE_URL') ?? new URL(req.headers.get('origin') ?? 'http://localhost:5173').origin;
  const result = await sendMail(user.email, welcomeMail(firstName, String(body.lang ?? 'it'), siteUrl));
  return json({ sent: true, message_id: result.messageId });
});

Deno.serve(handler);

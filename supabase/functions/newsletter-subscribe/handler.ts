// Handler of newsletter-subscribe (index.ts serves it), kept apart so tests can call it with a Request.
// Newsletter sign-up with double opt-in: stores the subscription (pending) through subscribe_newsletter
// and e-mails the confirmation link /newsletter/conferma?token=...; a known address is answered kindly.
import { clientAddress } from '../_shared/client-address.ts';
import { adminClient } from '../_shared/clients.ts';
import { endpoint } from '../_shared/endpoint.ts';
import { InputError } from '../_shared/input.ts';
import { errorJson, inputErrorJson, json, readJson } from '../_shared/json.ts';
import { langOf, renderMail, sendMail, tr } from '../_shared/mail.ts';
import { rateLimit } from '../_shared/rate-limit.ts';

/** Each text field's longest accepted value (the database stores them as given). */
export const FIELD_LIMITS = { email: 320, firstName: 200, lastName: 200, phone: 40, birthDate: 10, language: 5 };

const bool = (v: unknown) => v === true;
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

export function confirmUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, '')}/newsletter/conferma?token=${encodeURIComponent(token)}`;
}

/** The field behind subscribe_newsletter's refusal, so the answer names it. */
export function refusedField(code: string, body: Record<string, unknown>): string {
  if (code === 'INVALID_EMAIL') return 'email';
  if (code === 'INVALID_NAME') return (text(body.firstName)?.length ?? 0) < 2 ? 'firstName' : 'lastName';
  if (code === 'CONSENT_REQUIRED') return bool(body.privacyAccepted) ? 'marketingConsent' : 'privacyAccepted';
  return 'birthDate';
}

export const handler = endpoint('newsletter-subscribe', ['POST'], async (req) => {
  const body = await readJson(req, { limits: FIELD_LIMITS });
  const limited = await rateLimit('newsletter', { ip: clientAddress(req), email: text(body.email)?.toLowerCase() });
  if (limited) return limited;
  const lang = langOf(body.language);
  const admin = adminClient();
  const { data: status, error } = await admin.rpc('subscribe_newsletter', {
    p_email: text(body.email) ?? '',
    p_first_name: text(body.firstName) ?? '',
    p_last_name: text(body.lastName) ?? '',
    p_phone: text(body.phone),
    p_birth_date: text(body.birthDate),
    p_interest_formaggi: bool(body.interestFormaggi),
    p_interest_salumi: bool(body.interestSalumi),
    p_interest_offerte: bool(body.interestOfferte),
    p_privacy_accepted: bool(body.privacyAccepted),
    p_marketing_consent: bool(body.marketingConsent),
    p_profiling_consent: bool(body.profilingConsent),
    p_language: lang,
  });
  if (error) {
    // INVALID_EMAIL, INVALID_NAME, CONSENT_REQUIRED and a bad birth date are the visitor's mistakes.
    if (error.code === 'P0001' || error.code === '22007' || error.code === '22008') {
      const code = error.code === 'P0001' ? error.message : 'INVALID_FIELD';
      return inputErrorJson(new InputError(400, code, code, refusedField(code, body)));
    }
    console.error('subscribe_newsletter failed', error);
    return errorJson(500, 'STORE_FAILED', 'Could not store the subscription');
  }
  if (status === 'already_subscribed') return json({ status });

  const email = String(text(body.email)).toLowerCase();
  const { data: row, error: readError } = await admin
    .from('newsletter_subscriptions')
    .select('confirm_token, first_name')
    .eq('email', email)
    .single();
  if (readError || !row?.confirm_token) {
    console.error('newsletter token read failed', readError);
    return errorJson(500, 'STORE_FAILED', 'Could not read the subscription');
  }
  const site = Deno.env.get('SITE_URL') ?? 'http://127.0.0.1:5173';
  const mail = renderMail({
    lang,
    subject: tr(lang, { it: 'Conferma la tua iscrizione alla newsletter', en: 'Confirm your newsletter subscription' }),
    title: tr(lang, { it: `Ciao ${row.first_name},`, en: `Hello ${row.first_name},` }),
    blocks: [
      {
        kind: 'paragraph',
        text: tr(lang, {
          it: "grazie per esserti iscritto alla newsletter della nostra azienda agricola. Per ricevere novità su formaggi, salumi e offerte, conferma l'indirizzo con il pulsante qui sotto.",
          en: 'thank you for subscribing to our farm newsletter. To receive news about our cheeses, cured meats and offers, please confirm your address with the button below.',
        }),
      },
      { kind: 'button', label: tr(lang, { it: 'Conferma iscrizione', en: 'Confirm subscription' }), url: confirmUrl(site, row.confirm_token) },
    ],
    footer: tr(lang, {
      it: "Se non hai richiesto l'iscrizione, ignora questo messaggio: senza conferma non riceverai altre e-mail.",
      en: 'If you did not ask to subscribe, ignore this message: without confirmation you will receive no other e-mail.',
    }),
  });
  try {
    await sendMail(email, mail);
  } catch (e) {
    console.error('newsletter confirmation mail failed', e);
    return errorJson(502, 'MAIL_FAILED', 'Could not send the confirmation e-mail');
  }
  return json({ status: 'pending' }, 201);
});

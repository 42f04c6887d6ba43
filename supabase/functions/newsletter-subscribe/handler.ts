// Handler of newsletter-subscribe (index.ts serves it), kept apart so tests can call it with a Request.
// Newsletter sign-up with double opt-in: stores the subscription (pending) through subscribe_newsletter, whose
// insert writes the confirmation e-mail (link /newsletter/conferma?token=...) to the outbox in the same
// transaction; a known address is answered kindly.
import { clientAddress } from '../_shared/client-address.ts';
import { adminClient } from '../_shared/clients.ts';
import { endpoint } from '../_shared/endpoint.ts';
import { InputError } from '../_shared/input.ts';
import { errorJson, inputErrorJson, json, readJson } from '../_shared/json.ts';
import { langOf } from '../_shared/mail.ts';
import { rateLimit } from '../_shared/rate-limit.ts';

/** Each text field's longest accepted value (the database stores them as given). */
const FIELD_LIMITS = { email: 320, firstName: 200, lastName: 200, phone: 40, birthDate: 10, language: 5 };

const bool = (v: unknown) => v === true;
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

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
  return json({ status: 'pending' }, 201);
});

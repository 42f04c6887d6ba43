import { deepStrictEqual as assertEquals } from 'node:assert';
import { confirmUrl, refusedField } from './handler.ts';

Deno.test('confirmUrl points at the site confirmation page with the token', () => {
  assertEquals(
    confirmUrl('https://www.example.it/', '0b3c6f6e-1d2a-4c1e-9f00-000000000001'),
    'https://www.example.it/newsletter/conferma?token=0b3c6f6e-1d2a-4c1e-9f00-000000000001',
  );
});

Deno.test('refusedField names the field behind each refusal of subscribe_newsletter', () => {
  const body = { firstName: 'Giulia', lastName: 'S', privacyAccepted: true, marketingConsent: false };
  assertEquals(refusedField('INVALID_EMAIL', body), 'email');
  assertEquals(refusedField('INVALID_NAME', body), 'lastName');
  assertEquals(refusedField('INVALID_NAME', { ...body, firstName: ' G ' }), 'firstName');
  assertEquals(refusedField('CONSENT_REQUIRED', body), 'marketingConsent');
  assertEquals(refusedField('CONSENT_REQUIRED', { ...body, privacyAccepted: false }), 'privacyAccepted');
  assertEquals(refusedField('INVALID_FIELD', body), 'birthDate');
});

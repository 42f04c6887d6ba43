import { deepStrictEqual as assertEquals } from 'node:assert';
import { refusedField } from './handler.ts';

Deno.test('refusedField names the field behind each refusal of subscribe_newsletter', () => {
  const body = { firstName: 'Giulia', lastName: 'S', privacyAccepted: true, marketingConsent: false };
  assertEquals(refusedField('INVALID_EMAIL', body), 'email');
  assertEquals(refusedField('INVALID_NAME', body), 'lastName');
  assertEquals(refusedField('INVALID_NAME', { ...body, firstName: ' G ' }), 'firstName');
  assertEquals(refusedField('CONSENT_REQUIRED', body), 'marketingConsent');
  assertEquals(refusedField('CONSENT_REQUIRED', { ...body, privacyAccepted: false }), 'privacyAccepted');
  assertEquals(refusedField('INVALID_FIELD', body), 'birthDate');
});

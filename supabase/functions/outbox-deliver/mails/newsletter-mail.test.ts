import { deepStrictEqual as assertEquals } from 'node:assert';
import { confirmUrl, newsletterConfirmationMail } from './newsletter-mail.ts';

Deno.test('confirmUrl points at the site confirmation page with the token', () => {
  assertEquals(
    confirmUrl('https://www.example.it/', '0b3c6f6e-1d2a-4c1e-9f00-000000000001'),
    'https://www.example.it/newsletter/conferma?token=0b3c6f6e-1d2a-4c1e-9f00-000000000001',
  );
});

Deno.test('the confirmation mail is in the subscriber language and carries the link', () => {
  const m = newsletterConfirmationMail({ first_name: '<Ann>', language: 'en', confirm_token: 'abc' }, 'https://x.it');
  assertEquals(m.subject, 'Confirm your newsletter subscription');
  assertEquals(m.text.includes('https://x.it/en/newsletter/conferma?token=abc'), true); // the English page
  assertEquals(m.html.includes('&lt;Ann&gt;'), true);
});

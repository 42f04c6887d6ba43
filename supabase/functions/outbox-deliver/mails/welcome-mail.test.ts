import { deepStrictEqual as assertEquals } from 'node:assert';
import { welcomeMail } from './welcome-mail.ts';

Deno.test('the welcome mail follows the chosen language, Italian by default, and escapes the name', () => {
  assertEquals(welcomeMail('Ann', 'en', 'https://x.it/').subject, 'Welcome to the Tenuta!');
  assertEquals(welcomeMail('Ann', 'xx', 'https://x.it/').subject, 'Benvenuto alla Tenuta!');
  const m = welcomeMail('<b>', 'it', 'https://x.it/');
  assertEquals(m.html.includes('&lt;b&gt;'), true);
  assertEquals(m.text.includes('https://x.it/formaggi'), true);
  assertEquals(welcomeMail('', 'en', 'https://x.it').html.includes('Welcome!'), true);
  assertEquals(welcomeMail('Ann', 'en', 'https://x.it/').text.includes('https://x.it/en/formaggi'), true);
});

import { deepStrictEqual as assertEquals } from 'node:assert';
import { confirmUrl } from './handler.ts';

Deno.test('confirmUrl points at the site confirmation page with the token', () => {
  assertEquals(
    confirmUrl('https://www.example.it/', '0b3c6f6e-1d2a-4c1e-9f00-000000000001'),
    'https://www.example.it/newsletter/conferma?token=0b3c6f6e-1d2a-4c1e-9f00-000000000001',
  );
});

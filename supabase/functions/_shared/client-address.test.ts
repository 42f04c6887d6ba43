import { deepStrictEqual as assertEquals } from 'node:assert';
import { clientAddress } from './client-address.ts';

const req = (headers: Record<string, string>) => new Request('http://x/fn', { headers });

Deno.test('clientAddress trusts Cloudflare, else the entry the last proxy appended, never the first one', () => {
  assertEquals(clientAddress(req({ 'cf-connecting-ip': '203.0.113.9', 'x-forwarded-for': '1.1.1.1, 10.0.0.1' })), '203.0.113.9');
  assertEquals(clientAddress(req({ 'x-forwarded-for': '6.6.6.6, 198.51.100.4' })), '198.51.100.4');
  assertEquals(clientAddress(req({ 'x-forwarded-for': '198.51.100.4' })), '198.51.100.4');
  assertEquals(clientAddress(req({ 'x-real-ip': '6.6.6.6' })), null);
});

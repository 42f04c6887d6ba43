// Every function that takes a body answers a NUL, a lone surrogate or a 1 MB field with 400 naming the field,
// and a body past the cap with 413: never a 500. Called anonymously where the gateway lets anonymous callers
// through (verify_jwt = false), else with the token of a user the database has never seen: either way the
// check comes before any sign-in check of the function's own.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/jwt.ts';
import { verifyJwtSetting } from '../../supabase/local/functions/verify-jwt.ts';
import { anonKey, jwtSecret, stackUrl } from '../helpers/clients.ts';

const FUNCTIONS_DIR = path.resolve(import.meta.dirname, '../../supabase/functions');
const functions = fs.readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !e.name.startsWith('_') && fs.existsSync(path.join(FUNCTIONS_DIR, e.name, 'index.ts')))
  .map((e) => e.name);
const CONFIG_TOML = path.resolve(FUNCTIONS_DIR, '../config.toml');
let stranger = '';
beforeAll(async () => {
  const exp = Math.floor(Date.now() / 1000) + 600;
  stranger = await signJwt({ role: 'authenticated', aud: 'authenticated', sub: crypto.randomUUID(), exp }, jwtSecret());
});
const tokenFor = (name: string) => (verifyJwtSetting(CONFIG_TOML, name) ? stranger : anonKey());

/** Functions that take no body: they answer a POST with 405. */
const GET_ONLY = new Set(['room-calendar']);

/**
 * A POST on a connection of its own: a function may answer (405, 413) before reading the whole body, and the
 * server then closes the connection, which a pooled connection would carry into the next test as a socket error.
 */
function post(name: string, body: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${stackUrl()}/functions/v1/${name}`, {
      method: 'POST',
      agent: false,
      headers: { apikey: anonKey(), authorization: `Bearer ${tokenFor(name)}`, 'content-type': 'application/json' },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        let parsed: Record<string, unknown> = {};
        try {
          parsed = JSON.parse(text) as Record<string, unknown>;
        } catch {
          // not JSON: the status says enough
        }
        resolve({ status: res.statusCode ?? 0, body: parsed });
      });
    });
    // Writing may fail once the server has answered and closed: the answer is what is tested.
    req.on('error', (e) => (req.writableFinished ? undefined : reject(e)));
    req.end(body);
  });
}

// Raw JSON text, so the escapes reach the function as a caller would write them.
const BAD = {
  'a null byte': '{"first_name":"Giu\\u0000lia"}',
  'a lone surrogate': '{"first_name":"Giulia \\ud83d"}',
  'a 1 MB field': JSON.stringify({ first_name: 'x'.repeat(1024 * 1024) }),
};

describe.each(functions)('function %s', (name) => {
  it.each(Object.entries(BAD))('answers %s with 400 naming the field', async (_label, body) => {
    const res = await post(name, body);
    if (GET_ONLY.has(name)) {
      expect(res.status).toBe(405);
      return;
    }
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe('INVALID_FIELD');
    expect(res.body.field).toBe('first_name');
  });

  it('answers a body past the cap with 413', async () => {
    const { status } = await post(name, JSON.stringify({ note: 'x'.repeat(3 * 1024 * 1024) }));
    expect(status).toBe(GET_ONLY.has(name) ? 405 : 413);
  });
});

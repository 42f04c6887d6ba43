// supabase/config.toml's verify_jwt as the hosted gateway applies it: the functions the site calls for visitors
// accept the publishable and the anon key (as supabase-js sends them); the others refuse both before they run.
import { describe, expect, inject, it } from 'vitest';
import { opaqueKeys } from '../../supabase/local/keys.ts';
import { EDGE_FUNCTIONS } from '../security/access-matrix.ts';

const keys = { publishable: opaqueKeys(inject('JWT_SECRET')).publishableKey, anon: inject('SUPABASE_ANON_KEY') };

describe('verify_jwt per function', () => {
  for (const [which, key] of Object.entries(keys)) {
    it(`lets the ${which} key through exactly to the public functions`, async () => {
      const passed: Record<string, boolean> = {};
      for (const name of Object.keys(EDGE_FUNCTIONS)) {
        const res = await fetch(`${inject('SUPABASE_URL')}/functions/v1/${name}`, {
          method: 'POST',
          headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
          body: '{}',
        });
        await res.arrayBuffer();
        passed[name] = res.status !== 401;
      }
      expect(passed).toEqual(Object.fromEntries(Object.entries(EDGE_FUNCTIONS).map(([n, f]) => [n, f.anonymous])));
    });
  }
});

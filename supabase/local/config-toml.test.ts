// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tomlStringList, tomlValue } from './config-toml.ts';
import { durationSeconds, SUPABASE_DIR } from './config.ts';

describe('tomlValue', () => {
  it('reads a key of a section, ignoring comments and other sections', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'toml-')), 'config.toml');
    fs.writeFileSync(file, '[auth]\nsign_in_sign_ups = 1\n\n[auth.rate_limit] # limits\n# sign_in_sign_ups = 2\nsign_in_sign_ups = 30 # per 5 min\nsite = "x"\n');
    expect(tomlValue(file, 'auth.rate_limit', 'sign_in_sign_ups')).toBe('30');
    expect(tomlValue(file, 'auth.rate_limit', 'site')).toBe('x');
    expect(tomlValue(file, 'auth.rate_limit', 'missing')).toBeUndefined();
    expect(tomlValue(path.join(file, 'nope'), 'auth', 'x')).toBeUndefined();
  });

  it("finds the project's sign-up limit", () => {
    expect(tomlValue(path.join(SUPABASE_DIR, 'config.toml'), 'auth.rate_limit', 'sign_in_sign_ups')).toBe('30');
  });

  it('reads a one-line list of strings, such as the exposed API schemas', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'toml-')), 'config.toml');
    fs.writeFileSync(file, '[api]\nschemas = ["public", "api"] # exposed\nbad = [1, 2]\n');
    expect(tomlStringList(file, 'api', 'schemas')).toEqual(['public', 'api']);
    expect(tomlStringList(file, 'api', 'bad')).toBeUndefined();
    expect(tomlStringList(path.join(SUPABASE_DIR, 'config.toml'), 'api', 'schemas')).toEqual(['public']);
  });
});

describe('durationSeconds', () => {
  it.each([
    ['60s', 60],
    ['1m30s', 90],
    ['1h', 3600],
    ['soon', 7],
    [undefined, 7],
  ])('%s → %s', (v, s) => expect(durationSeconds(v, 7)).toBe(s));
});

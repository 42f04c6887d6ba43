// A function runs from what `supabase functions deploy` reads in its folder, and from nothing else.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configArgs } from './deploy-config.ts';

const folder = (files: string[]) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenuta-deploy-'));
  for (const f of files) fs.writeFileSync(path.join(dir, f), '{}');
  return dir;
};

describe('configArgs', () => {
  it.each([
    [['deno.json', 'import_map.json'], (d: string) => [`--config=${d}/deno.json`]],
    [['deno.jsonc'], (d: string) => [`--config=${d}/deno.jsonc`]],
    [['import_map.json'], (d: string) => ['--no-config', `--import-map=${d}/import_map.json`]],
    [[], () => ['--no-config']],
  ])("with %j uses only that folder's configuration", (files, expected) => {
    const dir = folder(files);
    try {
      expect(configArgs(dir)).toEqual(expected(dir));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

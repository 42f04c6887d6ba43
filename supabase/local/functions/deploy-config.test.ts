// A function runs from what `supabase functions deploy` reads in its folder, and from nothing else.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configArgs, importMapProblems } from './deploy-config.ts';

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

describe('importMapProblems', () => {
  const installed = (name: string) =>
    ({ papaparse: { declared: true, version: '5.7.1' }, nodemailer: { declared: true, version: '10.6.0' } })[name] ?? { declared: false };

  it('accepts a map whose every entry is imported, at the installed version', () => {
    expect(importMapProblems({ papaparse: 'npm:papaparse@5.7.1' }, ['papaparse', './csv.ts'], installed)).toEqual([]);
  });

  it.each([
    [{ papaparse: 'npm:papaparse@5.7.1', nodemailer: 'npm:nodemailer@10.6.0' }, ['papaparse'], ['nodemailer: mapped, but no module imports it']],
    [{ papaparse: 'npm:papaparse@5.6.0' }, ['papaparse'], ['papaparse: npm:papaparse@5.6.0, but package.json installs 5.7.1']],
    [{ 'left-pad': 'npm:left-pad@1.3.0' }, ['left-pad'], ['left-pad: left-pad is not declared in package.json']],
  ])('reports %j imported as %j', (imports, imported, problems) => {
    expect(importMapProblems(imports, imported, installed)).toEqual(problems);
  });
});

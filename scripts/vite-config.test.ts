// The production build takes React Router's production files: the package exports only its development build
// (remix-run/react-router#14102), whose dev-only warnings and checks would otherwise run on every page.
import fs from 'node:fs';
import type { Alias, UserConfig } from 'vite';
import { expect, it } from 'vitest';
import config from '../vite.config.ts';

const aliases = (mode: string) =>
  ((config as (env: { mode: string; command: 'build' }) => UserConfig)({ mode, command: 'build' }).resolve?.alias ?? []) as Alias[];
const target = (mode: string, name: string) => aliases(mode).find((a) => a.find instanceof RegExp && a.find.test(name))?.replacement;

it('resolves react-router and react-router/dom to the production files in a production build only', () => {
  for (const name of ['react-router', 'react-router/dom']) {
    const file = target('production', name);
    expect(file).toMatch(/react-router[/\\]dist[/\\]production[/\\]/);
    expect(fs.existsSync(file!)).toBe(true);
    expect(target('development', name)).toBeUndefined();
  }
  expect(target('production', 'react-router-dom')).toBeUndefined();
});

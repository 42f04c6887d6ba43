// Per-function verify_jwt from supabase/config.toml (`[functions.<name>] verify_jwt = false`); default true.
// Only that one key is read, so a line scan is enough and no TOML parser is needed.
import fs from 'node:fs';

export function verifyJwtSetting(configToml: string, name: string): boolean {
  let text: string;
  try {
    text = fs.readFileSync(configToml, 'utf8');
  } catch {
    return true;
  }
  let inSection = false;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      inSection = header[1].trim().replace(/"/g, '') === `functions.${name}`;
      continue;
    }
    const kv = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (inSection && kv) return kv[1] === 'true';
  }
  return true;
}

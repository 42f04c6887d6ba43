// One value of supabase/config.toml, the file the Supabase CLI pushes to a hosted project, so that the local stack
// enforces the same settings. A line scan of `[section]` and `key = value` is enough for the few keys read here.
import fs from 'node:fs';

export function tomlValue(configToml: string, section: string, key: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(configToml, 'utf8');
  } catch {
    return undefined;
  }
  let inSection = false;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      inSection = header[1].trim().replace(/"/g, '') === section;
      continue;
    }
    const kv = /^([A-Za-z0-9_]+)\s*=\s*(.+)$/.exec(line);
    if (inSection && kv && kv[1] === key) return kv[2].trim().replace(/^"(.*)"$/, '$1');
  }
  return undefined;
}

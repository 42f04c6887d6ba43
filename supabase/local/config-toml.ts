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

/** A one-line array of strings (`schemas = ["public", "api"]`), or undefined when absent or not such an array. */
export function tomlStringList(configToml: string, section: string, key: string): string[] | undefined {
  const raw = tomlValue(configToml, section, key);
  const m = raw && /^\[(.*)\]$/.exec(raw);
  if (!m) return undefined;
  const items = m[1].split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (!items.every((s) => /^"[^"]*"$/.test(s))) return undefined;
  return items.map((s) => s.slice(1, -1));
}

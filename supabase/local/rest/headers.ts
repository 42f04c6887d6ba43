// Prefer and Accept headers: what the client asked for.
import { RestError } from './errors.ts';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  /** Preferences honoured, echoed in Preference-Applied. */
  applied: string[];
}

/** `Prefer` may arrive as several headers or one comma-joined header. */
export function parsePrefer(header: string | null | undefined): Preferences {
  const prefs: Preferences = { return: 'minimal', applied: [] };
  if (!header) return prefs;
  for (const part of header.split(',')) {
    const [k, v] = part.trim().split('=').map((s) => s.trim());
    if (k === 'return' && (v === 'minimal' || v === 'representation' || v === 'headers-only')) prefs.return = v;
    else if (k === 'count' && (v === 'exact' || v === 'planned' || v === 'estimated')) prefs.count = v;
    else if (k === 'resolution' && (v === 'merge-duplicates' || v === 'ignore-duplicates')) prefs.resolution = v;
    else if (k === 'missing' && (v === 'default' || v === 'null')) prefs.missing = v;
    else if (k === 'tx' && (v === 'commit' || v === 'rollback')) prefs.tx = v;
    else continue;
    prefs.applied.push(`${k}=${v}`);
  }
  return prefs;
}

export type MediaType = 'json' | 'object' | 'csv';

const KNOWN: Record<string, MediaType> = {
  'application/json': 'json',
  'application/*': 'json',
  '*/*': 'json',
  'application/vnd.pgrst.object+json': 'object',
  'application/vnd.pgrst.object': 'object',
  'text/csv': 'csv',
};

/** The first acceptable media type, in the client's order (q-values are rare from supabase-js). */
export function parseAccept(header: string | null | undefined): MediaType {
  if (!header) return 'json';
  for (const part of header.split(',')) {
    const type = part.split(';')[0].trim().toLowerCase();
    if (KNOWN[type]) return KNOWN[type];
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${header}`);
}

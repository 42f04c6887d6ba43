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

/** `Accept: application/vnd.pgrst.plan+text; for="…"; options=analyze|verbose` (supabase-js `.explain()`). */
export interface PlanAccept {
  format: 'text' | 'json';
  options: string[];
}

const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];
const PLAN_TYPES: Record<string, 'text' | 'json'> = {
  'application/vnd.pgrst.plan': 'text',
  'application/vnd.pgrst.plan+text': 'text',
  'application/vnd.pgrst.plan+json': 'json',
};
const MIME: Record<MediaType, string> = { json: 'application/json', object: 'application/vnd.pgrst.object+json', csv: 'text/csv' };

interface AcceptItem {
  type: string;
  params: Map<string, string>;
  raw: string;
}

function acceptItems(header: string): AcceptItem[] {
  return header.split(',').map((raw) => {
    const [type, ...rest] = raw.split(';');
    const params = new Map<string, string>();
    for (const p of rest) {
      const i = p.indexOf('=');
      if (i > 0) params.set(p.slice(0, i).trim().toLowerCase(), p.slice(i + 1).trim().replace(/^"(.*)"$/, '$1'));
    }
    return { type: type.trim().toLowerCase(), params, raw: raw.trim() };
  });
}

function planOf(item: AcceptItem): { plan: PlanAccept; media?: MediaType; mime: string } | undefined {
  const format = PLAN_TYPES[item.type];
  if (!format) return undefined;
  const forType = (item.params.get('for') ?? 'application/json').toLowerCase();
  const given = (item.params.get('options') ?? '').split('|');
  const options = PLAN_OPTIONS.filter((o) => given.includes(o));
  const mime = `application/vnd.pgrst.plan+${format}; for="${forType}"${options.length ? `; options=${options.join('|')}` : ''}`;
  return { plan: { format, options }, media: KNOWN[forType], mime };
}

/**
 * Content negotiation as PostgREST does it: the first acceptable type wins; a plan type is acceptable only
 * with db-plan-enabled; none acceptable is 406 PGRST107 naming every type asked for.
 */
export function negotiate(header: string | null | undefined, planEnabled: boolean): { media: MediaType; plan?: PlanAccept; planMime?: string } {
  if (!header) return { media: 'json' };
  const items = acceptItems(header);
  for (const item of items) {
    if (KNOWN[item.type]) return { media: KNOWN[item.type] };
    const p = planOf(item);
    if (p?.media && planEnabled) return { media: p.media, plan: p.plan, planMime: p.mime };
  }
  const names = items.map((item) => planOf(item)?.mime ?? (KNOWN[item.type] ? MIME[KNOWN[item.type]] : item.raw));
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${names.join(', ')}`);
}

// CSV export of orders for admins. The caller's JWT must belong to an admin (checked here, and RLS applies
// to the reads too since they run as the caller). Optional date range: {from, to} as YYYY-MM-DD, inclusive;
// `lang` ('it' | 'en', default 'it'): the exporting admin's language; `format` ('it': semicolons and decimal
// commas | 'intl': commas and decimal points), by default the one of that language.
import { callerClient, callerUser } from '../_shared/clients.ts';
import { corsHeaders } from '../_shared/cors.ts';
import { endpoint } from '../_shared/endpoint.ts';
import { fieldError } from '../_shared/input.ts';
import { errorJson } from '../_shared/json.ts';
import { defaultFormat, ordersCsv, type CsvFormat, type CsvOptions, type ExportOrder } from './csv.ts';
import type { CsvLanguage } from './csv-labels.ts';
import { romeDayEnd, romeDayStart } from './rome-day.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

type ExportRequest = { gte: string | null; lt: string | null } & CsvOptions;
const PARAMS = ['from', 'to', 'lang', 'format'] as const;

/** The instants that bound created_at and the CSV's language and format: from the query, or the JSON body of a POST. */
async function parse(req: Request): Promise<ExportRequest> {
  const url = new URL(req.url);
  const p: Record<(typeof PARAMS)[number], string | null> = { from: null, to: null, lang: null, format: null };
  for (const k of PARAMS) p[k] = url.searchParams.get(k);
  if (req.method === 'POST') {
    try {
      const body = (await req.json()) as Record<string, unknown> | null;
      for (const k of PARAMS) if (typeof body?.[k] === 'string' && body[k]) p[k] = body[k] as string;
    } catch {
      // No body: no filter.
    }
  }
  const lang = oneOf<CsvLanguage>('lang', p.lang, ['it', 'en']) ?? 'it';
  const format = oneOf<CsvFormat>('format', p.format, ['it', 'intl']) ?? defaultFormat(lang);
  // Days are taken in Rome time, as the farm reads them, with that day's offset (summer time too).
  return { gte: p.from ? bound('from', p.from, romeDayStart) : null, lt: p.to ? bound('to', p.to, romeDayEnd) : null, lang, format };
}

function oneOf<T extends string>(field: string, value: string | null, allowed: readonly T[]): T | null {
  if (value === null) return null;
  if (!(allowed as readonly string[]).includes(value)) throw fieldError(field);
  return value as T;
}

/** One end of the range; a day of the right shape that the calendar lacks (2026-02-30) names its field too. */
function bound(field: string, day: string, instant: (day: string) => string): string {
  if (!DAY.test(day)) throw fieldError(field);
  try {
    return instant(day);
  } catch (e) {
    if (e instanceof RangeError) throw fieldError(field);
    throw e;
  }
}

const handler = endpoint('export-orders', ['GET', 'POST'], async (req) => {
  const user = await callerUser(req);
  if (!user) return errorJson(401, 'UNAUTHORIZED', 'Sign in as an administrator');
  const db = callerClient(req);
  const { data: isAdmin, error: roleError } = await db.rpc('has_role', { _user_id: user.id, _role: 'admin' });
  if (roleError) throw roleError;
  if (isAdmin !== true) return errorJson(403, 'FORBIDDEN', 'Administrators only');

  const { gte, lt, lang, format } = await parse(req);
  let query = db
    .from('orders')
    .select('*, order_items(product_name, product_name_it, product_name_en, product_sku, quantity, unit_price, total_price)')
    .order('created_at', { ascending: true });
  if (gte) query = query.gte('created_at', gte);
  if (lt) query = query.lt('created_at', lt);
  const { data, error } = await query;
  if (error) throw error;
  const csv = ordersCsv((data ?? []) as ExportOrder[], { lang, format });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      ...corsHeaders,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${lang === 'en' ? 'orders' : 'ordini'}-${stamp}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
});

Deno.serve(handler);

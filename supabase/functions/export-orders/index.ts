// CSV export of orders for admins. The caller's JWT must belong to an admin (checked here, and RLS applies
// to the reads too since they run as the caller). Optional date range: {from, to} as YYYY-MM-DD, inclusive.
import { callerClient, callerUser } from '../_shared/clients.ts';
import { corsHeaders } from '../_shared/cors.ts';
import { endpoint } from '../_shared/endpoint.ts';
import { fieldError } from '../_shared/input.ts';
import { errorJson } from '../_shared/json.ts';
import { ordersCsv, type ExportOrder } from './csv.ts';
import { romeDayEnd, romeDayStart } from './rome-day.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The instants that bound created_at: from the query, or the JSON body of a POST. */
async function range(req: Request): Promise<{ gte: string | null; lt: string | null }> {
  const url = new URL(req.url);
  let from = url.searchParams.get('from');
  let to = url.searchParams.get('to');
  if (req.method === 'POST') {
    try {
      const body = (await req.json()) as { from?: unknown; to?: unknown } | null;
      if (typeof body?.from === 'string' && body.from) from = body.from;
      if (typeof body?.to === 'string' && body.to) to = body.to;
    } catch {
      // No body: no filter.
    }
  }
  // Days are taken in Rome time, as the farm reads them, with that day's offset (summer time too).
  return { gte: from ? bound('from', from, romeDayStart) : null, lt: to ? bound('to', to, romeDayEnd) : null };
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

  const { gte, lt } = await range(req);
  let query = db
    .from('orders')
    .select('*, order_items(product_name, product_sku, quantity, unit_price, total_price)')
    .order('created_at', { ascending: true });
  if (gte) query = query.gte('created_at', gte);
  if (lt) query = query.lt('created_at', lt);
  const { data, error } = await query;
  if (error) throw error;
  const csv = ordersCsv((data ?? []) as ExportOrder[]);
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      ...corsHeaders,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="ordini-${stamp}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
});

Deno.serve(handler);

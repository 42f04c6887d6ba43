// CSV export of orders for admins. The caller's JWT must belong to an admin (checked here, and RLS applies
// to the reads too since they run as the caller). Optional date range: {from, to} as YYYY-MM-DD, inclusive.
import { callerClient, callerUser } from '../_shared/clients.ts';
import { corsHeaders, preflight } from '../_shared/cors.ts';
import { errorJson } from '../_shared/json.ts';
import { ordersCsv, type ExportOrder } from './csv.ts';
import { romeDayStart } from './rome-day.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

async function range(req: Request): Promise<{ from: string | null; to: string | null }> {
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
  if ((from && !DAY.test(from)) || (to && !DAY.test(to))) throw new RangeError('from and to must be YYYY-MM-DD');
  return { from: from || null, to: to || null };
}

const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

export async function handler(req: Request): Promise<Response> {
  const pre = preflight(req);
  if (pre) return pre;
  if (req.method !== 'GET' && req.method !== 'POST') return errorJson(405, 'METHOD_NOT_ALLOWED', 'Use GET or POST');
  try {
    const user = await callerUser(req);
    if (!user) return errorJson(401, 'UNAUTHORIZED', 'Sign in as an administrator');
    const db = callerClient(req);
    const { data: isAdmin, error: roleError } = await db.rpc('has_role', { _user_id: user.id, _role: 'admin' });
    if (roleError) throw roleError;
    if (isAdmin !== true) return errorJson(403, 'FORBIDDEN', 'Administrators only');

    const { from, to } = await range(req);
    let query = db
      .from('orders')
      .select('*, order_items(product_name, product_sku, quantity, unit_price, total_price)')
      .order('created_at', { ascending: true });
    // Days are taken in Rome time, as the farm reads them, with that day's offset (summer time too).
    if (from) query = query.gte('created_at', romeDayStart(from));
    if (to) query = query.lt('created_at', romeDayStart(nextDay(to)));
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
  } catch (e) {
    if (e instanceof RangeError) return errorJson(400, 'BAD_REQUEST', e.message);
    console.error('export-orders failed', e);
    return errorJson(500, 'INTERNAL', 'Unexpected error');
  }
}

export default { fetch: handler };

if (import.meta.main) Deno.serve(handler);

// Public iCal feed per room: GET /functions/v1/room-calendar?room=<slug>. Dates only, never guest data.
import { adminClient } from '../_shared/clients.ts';
import { corsHeaders, preflight } from '../_shared/cors.ts';
import { errorJson } from '../_shared/json.ts';
import { roomCalendar, type Stay } from './ical.ts';

const SLUG = /^[a-z0-9-]{1,80}$/;

export async function handler(req: Request): Promise<Response> {
  const pre = preflight(req);
  if (pre) return pre;
  if (req.method !== 'GET') return errorJson(405, 'METHOD_NOT_ALLOWED', 'Use GET');
  const slug = new URL(req.url).searchParams.get('room') ?? '';
  if (!SLUG.test(slug)) return errorJson(400, 'BAD_REQUEST', 'room=<slug> is required');
  try {
    const db = adminClient();
    const { data: room, error } = await db.from('rooms').select('id, slug, name').eq('slug', slug).maybeSingle();
    if (error) throw error;
    if (!room) return errorJson(404, 'NOT_FOUND', 'Unknown room');
    const from = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 2 * 366 * 86_400_000).toISOString().slice(0, 10);
    const { data: ranges, error: rangeError } = await db.rpc('get_booked_ranges', { p_from: from, p_to: to });
    if (rangeError) throw rangeError;
    const stays = ((ranges ?? []) as Array<Stay & { room_id: string }>).filter((r) => r.room_id === room.id);
    return new Response(roomCalendar(room, stays), {
      headers: {
        ...corsHeaders,
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `inline; filename="${slug}.ics"`,
        'Cache-Control': 'public, max-age=300',
      },
    });
  } catch (e) {
    console.error('room-calendar failed', e);
    return errorJson(500, 'INTERNAL', 'Unexpected error');
  }
}

export default { fetch: handler };

if (import.meta.main) Deno.serve(handler);

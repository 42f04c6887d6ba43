// Public iCal feed per room: GET /functions/v1/room-calendar?room=<slug>. Dates only, never guest data.
import { adminClient } from '../_shared/clients.ts';
import { corsHeaders } from '../_shared/cors.ts';
import { endpoint } from '../_shared/endpoint.ts';
import { fieldError } from '../_shared/input.ts';
import { errorJson, inputErrorJson } from '../_shared/json.ts';
import { roomCalendar, type Stay } from './ical.ts';

const SLUG = /^[a-z0-9-]{1,80}$/;

const handler = endpoint('room-calendar', ['GET'], async (req) => {
  const slug = new URL(req.url).searchParams.get('room') ?? '';
  if (!SLUG.test(slug)) return inputErrorJson(fieldError('room'));
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
});

Deno.serve(handler);

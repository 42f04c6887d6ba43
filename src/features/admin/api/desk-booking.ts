// A booking the owner takes by phone, e-mail or at the door: one or several rooms in one booking, priced and
// checked by the database (admin_create_booking runs quote_stay under the rooms' locks); the form only shows
// the server's quote. A guarantee card, when given, goes to the payments function (/payments/desk), which checks
// it with the provider as it checks a guest's guarantee and keeps only its last four digits.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { functionError, unwrap } from '@/integrations/supabase/errors.ts';
import { invokeFunction } from '@/integrations/supabase/invoke.ts';
import { adminKeys } from './keys.ts';

export const DESK_SOURCES = ['phone', 'email', 'walk_in'] as const;
export const DESK_MAX_ROOMS = 5;

const required = 'rates:desk.required';
const deskRoom = z.object({
  room_id: z.string().min(1, required),
  guests: z.number(required).int(required).min(1, required).max(20, required),
});

export const deskBookingSchema = z
  .object({
    rooms: z.array(deskRoom).min(1).max(DESK_MAX_ROOMS),
    check_in: z.string().min(1, required),
    check_out: z.string().min(1, required),
    first_name: z.string().trim().min(1, required),
    last_name: z.string().trim().min(1, required),
    email: z.string().trim().email('rates:desk.emailInvalid'),
    phone: z.string().trim().max(40),
    source: z.enum(DESK_SOURCES),
    language: z.enum(['it', 'en']),
    guarantee: z.boolean(),
    card: z.object({ number: z.string(), expiry: z.string(), cvv: z.string(), holder: z.string() }),
  })
  .superRefine((v, ctx) => {
    if (v.check_in && v.check_out && v.check_out <= v.check_in) ctx.addIssue({ code: 'custom', path: ['check_out'], message: 'rates:desk.order' });
    v.rooms.forEach((r, i) => {
      if (r.room_id && v.rooms.findIndex((o) => o.room_id === r.room_id) < i) {
        ctx.addIssue({ code: 'custom', path: ['rooms', i, 'room_id'], message: 'rates:desk.roomTwice' });
      }
    });
    if (!v.guarantee) return;
    // The shapes only: the payments function checks the card itself (Luhn, expiry) and the provider decides.
    const checks: [keyof typeof v.card, RegExp][] = [['number', /^\d{12,19}$/], ['expiry', /^(0[1-9]|1[0-2])\/\d{2}$/], ['cvv', /^\d{3,4}$/], ['holder', /\S/]];
    for (const [field, pattern] of checks) {
      const value = field === 'number' ? v.card.number.replace(/[\s-]/g, '') : v.card[field].trim();
      if (!pattern.test(value)) ctx.addIssue({ code: 'custom', path: ['card', field], message: `rates:desk.cardErrors.${field}` });
    }
  });
export type DeskBooking = z.infer<typeof deskBookingSchema>;
export type DeskStay = Pick<DeskBooking, 'rooms' | 'check_in' | 'check_out'>;

interface StayQuote {
  ok: boolean;
  reason?: string;
  room?: string;
  min_nights?: number;
  total?: number;
  nights?: number;
  tourist_tax?: { amount: number };
}

const roomsOf = (v: DeskStay) => v.rooms.map((r) => ({ room_id: r.room_id, guests: r.guests }));
const quotable = (v: DeskStay) =>
  v.rooms.length > 0 && v.rooms.every((r) => !!r.room_id && r.guests >= 1) && !!v.check_in && v.check_out > v.check_in
  && new Set(v.rooms.map((r) => r.room_id)).size === v.rooms.length;

async function quoteDeskStay(input: DeskStay, signal: AbortSignal) {
  const supabase = await getSupabase();
  return unwrap(
    await supabase.rpc('quote_stay', { p_rooms: roomsOf(input), p_check_in: input.check_in, p_check_out: input.check_out }).abortSignal(signal),
  ) as unknown as StayQuote;
}

export const useDeskQuote = (input: DeskStay) =>
  useQuery({
    queryKey: adminKeys.deskQuote({ rooms: roomsOf(input), check_in: input.check_in, check_out: input.check_out }),
    queryFn: ({ signal }) => quoteDeskStay(input, signal),
    enabled: quotable(input),
    staleTime: 0,
  });

async function createDeskBooking({ v, requestId }: { v: DeskBooking; requestId: string }): Promise<{ reference: string }> {
  const supabase = await getSupabase();
  const guest = { first_name: v.first_name, last_name: v.last_name, email: v.email, ...(v.phone ? { phone: v.phone } : {}) };
  if (v.guarantee) {
    const { data, error } = await invokeFunction<{ booking: { reference: string } }>(supabase, 'payments/desk', {
      body: {
        client_request_id: requestId, rooms: roomsOf(v), check_in: v.check_in, check_out: v.check_out, guest,
        source: v.source, language: v.language, card: v.card,
      },
    });
    if (error || !data) throw await functionError(error);
    return data.booking;
  }
  const result = unwrap(
    await supabase.rpc('admin_create_booking', {
      p_rooms: roomsOf(v), p_check_in: v.check_in, p_check_out: v.check_out, p_guest: guest, p_source: v.source, p_language: v.language,
    }),
  );
  return result as unknown as { reference: string };
}

export function useCreateDeskBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeskBooking,
    retry: false,
    // The form shows the refusal itself (in the owner's language).
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.tapeCharts() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.bookings() }),
      ]),
  });
}

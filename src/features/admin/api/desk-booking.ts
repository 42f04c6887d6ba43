// A booking the owner takes by phone, e-mail or at the door: one or several rooms in one booking, priced and
// checked by the database (admin_create_booking runs quote_stay under the rooms' locks); the form only shows
// the server's quote. A guarantee card, when given, goes to the payments function (/payments/desk), which checks
// it with the provider as it checks a guest's guarantee and keeps only its last four digits.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { agesChosen } from '@/domain/party.ts';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { functionError, unwrap } from '@/integrations/supabase/errors.ts';
import { invokeFunction } from '@/integrations/supabase/invoke.ts';
import { fetchStayQuote, quoteKeyPart, stayRoomBody, type StayRoomRequest } from '@/integrations/supabase/quote-stay.ts';
import { adminKeys } from './keys.ts';

export const DESK_SOURCES = ['phone', 'email', 'walk_in'] as const;
export const DESK_MAX_ROOMS = 5;

const required = 'rates:desk.required';
// The party as on /prenota (domain/party.ts keeps it within the room's inputs); quote_stay decides the rest.
const count = z.number().int().min(0).max(3);
const deskRoom = z.object({
  room_id: z.string().min(1, required),
  guests: z.number(required).int(required).min(1, required).max(20, required),
  child_ages: z.array(z.number().int().min(0).max(17).nullable()).max(9),
  cots: count,
  extra_beds: count,
});
export type DeskRoom = z.infer<typeof deskRoom>;
export const newDeskRoom = (room_id: string): DeskRoom => ({ room_id, guests: 2, child_ages: [], cots: 0, extra_beds: 0 });

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
      if (!agesChosen({ guests: r.guests, childAges: r.child_ages })) {
        ctx.addIssue({ code: 'custom', path: ['rooms', i, 'child_ages'], message: 'rates:desk.childAges' });
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

/** The rooms as the booking page's (children's ages, cots, extra beds): one body for quote_stay and the booking. */
const stayRooms = (v: DeskStay): StayRoomRequest[] =>
  v.rooms.map((r) => ({ roomId: r.room_id, guests: r.guests, childAges: r.child_ages, cots: r.cots, extraBeds: r.extra_beds }));
const roomsOf = (v: DeskStay) => stayRooms(v).map(stayRoomBody);
const quotable = (v: DeskStay) =>
  v.rooms.length > 0 && v.rooms.every((r) => !!r.room_id && r.guests >= 1 && agesChosen({ guests: r.guests, childAges: r.child_ages }))
  && !!v.check_in && v.check_out > v.check_in && new Set(v.rooms.map((r) => r.room_id)).size === v.rooms.length;

export const useDeskQuote = (input: DeskStay) => {
  const request = { checkIn: input.check_in, checkOut: input.check_out, rooms: stayRooms(input) };
  return useQuery({
    queryKey: adminKeys.deskQuote(quoteKeyPart(request)),
    queryFn: ({ signal }) => fetchStayQuote(request, signal),
    enabled: quotable(input),
    staleTime: 0,
  });
};

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

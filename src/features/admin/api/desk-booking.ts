// A booking the owner takes by phone, e-mail or at the door: priced and checked by the database
// (admin_create_booking runs quote_stay under the rooms' locks); the form only shows the server's quote.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { adminKeys } from './keys.ts';

export const DESK_SOURCES = ['phone', 'email', 'walk_in'] as const;

export const deskBookingSchema = z
  .object({
    room_id: z.string().min(1, 'rates:desk.required'),
    guests: z.number('rates:desk.required').int().min(1, 'rates:desk.required'),
    check_in: z.string().min(1, 'rates:desk.required'),
    check_out: z.string().min(1, 'rates:desk.required'),
    first_name: z.string().trim().min(1, 'rates:desk.required'),
    last_name: z.string().trim().min(1, 'rates:desk.required'),
    email: z.string().trim().email('rates:desk.emailInvalid'),
    phone: z.string().trim().max(40),
    source: z.enum(DESK_SOURCES),
    language: z.enum(['it', 'en']),
    card_last_4: z.string().regex(/^(\d{4})?$/, 'rates:desk.card'),
  })
  .refine((v) => !v.check_in || !v.check_out || v.check_out > v.check_in, { path: ['check_out'], message: 'rates:desk.order' });
export type DeskBooking = z.infer<typeof deskBookingSchema>;

interface StayQuote {
  ok: boolean;
  reason?: string;
  min_nights?: number;
  total?: number;
  nights?: number;
  tourist_tax?: { amount: number };
}

const roomsOf = (v: Pick<DeskBooking, 'room_id' | 'guests'>) => [{ room_id: v.room_id, guests: v.guests }];

async function quoteDeskStay(input: Pick<DeskBooking, 'room_id' | 'guests' | 'check_in' | 'check_out'>, signal: AbortSignal) {
  const supabase = await getSupabase();
  return unwrap(
    await supabase.rpc('quote_stay', { p_rooms: roomsOf(input), p_check_in: input.check_in, p_check_out: input.check_out }).abortSignal(signal),
  ) as unknown as StayQuote;
}

export const useDeskQuote = (input: Pick<DeskBooking, 'room_id' | 'guests' | 'check_in' | 'check_out'>) =>
  useQuery({
    queryKey: adminKeys.deskQuote(input),
    queryFn: ({ signal }) => quoteDeskStay(input, signal),
    enabled: !!input.room_id && input.guests >= 1 && !!input.check_in && input.check_out > input.check_in,
    staleTime: 0,
  });

async function createDeskBooking(v: DeskBooking): Promise<{ reference: string }> {
  const supabase = await getSupabase();
  const result = unwrap(
    await supabase.rpc('admin_create_booking', {
      p_rooms: roomsOf(v), p_check_in: v.check_in, p_check_out: v.check_out,
      p_guest: { first_name: v.first_name, last_name: v.last_name, email: v.email, phone: v.phone || null },
      p_source: v.source, p_language: v.language, p_card_last_4: v.card_last_4 || undefined,
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

// The two booking limits the admin sets (settings rows max_stay_nights and max_unpaid_stays_per_email); the
// database enforces them (enforce_booking_limits) and checks their range (settings_booking_limits_valid).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { ApiError, unwrap } from '@/integrations/supabase/errors.ts';
import { adminKeys } from './keys.ts';

export const bookingLimitsSchema = z.object({
  maxStayNights: z.number('admin:limits.wholeNumber').int('admin:limits.wholeNumber').min(1, 'admin:limits.range').max(365, 'admin:limits.range'),
  maxUnpaidStays: z.number('admin:limits.wholeNumber').int('admin:limits.wholeNumber').min(0, 'admin:limits.range').max(365, 'admin:limits.range'),
});
export type BookingLimits = z.infer<typeof bookingLimitsSchema>;

const KEYS = { maxStayNights: 'max_stay_nights', maxUnpaidStays: 'max_unpaid_stays_per_email' } as const;

async function getBookingLimits(signal: AbortSignal): Promise<BookingLimits> {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase.from('settings').select('key, value').in('key', Object.values(KEYS)).abortSignal(signal),
  ) as Array<{ key: string; value: unknown }>;
  const value = (key: string, fallback: number) => Number(rows.find((r) => r.key === key)?.value ?? fallback);
  return { maxStayNights: value(KEYS.maxStayNights, 30), maxUnpaidStays: value(KEYS.maxUnpaidStays, 2) };
}

async function saveBookingLimits(limits: BookingLimits): Promise<void> {
  const supabase = await getSupabase();
  for (const [field, key] of Object.entries(KEYS) as Array<[keyof BookingLimits, string]>) {
    const { data, error, status } = await supabase.from('settings').update({ value: limits[field] }).eq('key', key).select('key');
    if (error) throw ApiError.from(error, status);
    // RLS hides the row from a non-admin: nothing updated is a refusal, not a success.
    if (!data?.length) throw new ApiError('42501', 'Not allowed', null, null, 403);
  }
}

const bookingLimitsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.bookingLimits(), queryFn: ({ signal }) => getBookingLimits(signal) });
export const useBookingLimits = () => useQuery(bookingLimitsQueryOptions());

export function useSaveBookingLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBookingLimits,
    meta: { errorMessage: 'admin:limits.saveError' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.bookingLimits() }),
  });
}

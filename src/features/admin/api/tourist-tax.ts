// The tourist tax setting (settings row tourist_tax): the database checks its ranges
// (settings_tourist_tax_valid) and quote_stay applies it; it is paid at the property, never charged.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { settingsKeys } from '@/domain/query-keys.ts';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { ApiError, unwrap } from '@/integrations/supabase/errors.ts';
import { adminKeys } from './keys.ts';

const number = (min: number, max: number, int = false) => {
  const n = z.number('rates:tax.number').min(min, 'rates:tax.range').max(max, 'rates:tax.range');
  return int ? n.int('rates:tax.wholeNumber') : n;
};

export const touristTaxSchema = z.object({
  enabled: z.boolean(),
  per_person_night: number(0, 100),
  exempt_under_age: number(0, 30, true),
  max_nights: number(1, 365, true),
});
export type TouristTax = z.infer<typeof touristTaxSchema>;

const DEFAULT: TouristTax = { enabled: false, per_person_night: 0, exempt_under_age: 14, max_nights: 7 };

async function getTouristTax(signal: AbortSignal): Promise<TouristTax> {
  const supabase = await getSupabase();
  const rows = unwrap(await supabase.from('settings').select('value').eq('key', 'tourist_tax').abortSignal(signal));
  return { ...DEFAULT, ...(rows[0]?.value as Partial<TouristTax> | undefined) };
}

async function saveTouristTax(value: TouristTax): Promise<void> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.from('settings').update({ value }).eq('key', 'tourist_tax').select('key');
  if (error) throw ApiError.from(error, status);
  // RLS hides the row from a non-admin: nothing updated is a refusal, not a success.
  if (!data?.length) throw new ApiError('42501', 'Not allowed', null, null, 403);
}

export const useTouristTax = () =>
  useQuery(queryOptions({ queryKey: adminKeys.touristTax(), queryFn: ({ signal }) => getTouristTax(signal) }));

export function useSaveTouristTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTouristTax,
    meta: { errorMessage: 'rates:tax.saveError' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.touristTax() }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
      ]),
  });
}

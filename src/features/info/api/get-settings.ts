// The farm's public settings (shipping figures, CIN, contacts): one read, shared by footer, contacts and terms.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { settingsKeys } from './keys.ts';

export interface SiteSettings {
  free_shipping_threshold?: number;
  shipping_fee?: number;
  contact_email?: string;
  contact_phone?: string;
  cin?: string;
  address?: string;
  whatsapp?: string;
  social?: { facebook?: string; instagram?: string };
}

async function getSettings(signal?: AbortSignal): Promise<SiteSettings> {
  const supabase = await getSupabase();
  let query = supabase.from('settings').select('key, value');
  if (signal) query = query.abortSignal(signal);
  const rows = unwrap(await query) as { key: string; value: unknown }[];
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.all, queryFn: ({ signal }) => getSettings(signal), staleTime: 30 * 60_000 });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

/** The farm's contact lines as the contact section shows them (home and /contatti). */
export function contactLines(settings: SiteSettings | undefined) {
  return {
    address: settings?.address,
    phone: settings?.contact_phone,
    email: settings?.contact_email,
    whatsapp: settings?.whatsapp,
    facebook: settings?.social?.facebook,
    instagram: settings?.social?.instagram,
  };
}

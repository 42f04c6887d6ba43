// The farm's public settings (shipping figures, CIN, contacts, cancellation policy): one read, one cache
// entry, shared by the footer, contacts, terms, checkout, payment and the policy page (the routes pass it on).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsKeys } from '@/domain/query-keys.ts';
import type { SiteSettings } from '@/domain/settings.ts';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';

async function getSettings(signal?: AbortSignal): Promise<SiteSettings> {
  const supabase = await getSupabase();
  let query = supabase.from('settings').select('key, value');
  if (signal) query = query.abortSignal(signal);
  const rows = unwrap(await query);
  // Each key's shape is the domain's SiteSettings; the table only knows JSON.
  const settings: SiteSettings = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return settings;
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

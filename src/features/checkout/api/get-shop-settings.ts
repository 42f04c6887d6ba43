import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../shipping-fee.ts';
import { checkoutKeys } from './keys.ts';

async function getShopSettings(signal: AbortSignal): Promise<ShopSettings> {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase.from('settings').select('key, value').in('key', ['free_shipping_threshold', 'shipping_fee']).abortSignal(signal),
  ) as Array<{ key: string; value: unknown }>;
  const num = (key: string, fallback: number) => {
    const v = Number(rows.find((r) => r.key === key)?.value);
    return Number.isFinite(v) ? v : fallback;
  };
  return {
    freeShippingThreshold: num('free_shipping_threshold', DEFAULT_SHOP_SETTINGS.freeShippingThreshold),
    shippingFee: num('shipping_fee', DEFAULT_SHOP_SETTINGS.shippingFee),
  };
}

const shopSettingsQueryOptions = () =>
  queryOptions({ queryKey: checkoutKeys.settings(), queryFn: ({ signal }) => getShopSettings(signal) });

export function useShopSettings() {
  return useQuery(shopSettingsQueryOptions());
}

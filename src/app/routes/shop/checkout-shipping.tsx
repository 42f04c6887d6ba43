// The shipping step of /checkout, loaded with its form: prefilled from the tab's draft (checked by the schema)
// and, for a signed-in user, their account's e-mail (locked) and name.
import type { User } from '@supabase/supabase-js';
import { useTranslation } from 'react-i18next';
import { ShippingForm } from '@/features/checkout/components/shipping-form.tsx';
import type { ShippingValues } from '@/features/checkout/checkout-schemas.ts';
import { readShippingDraft } from '@/features/checkout/read-shipping-draft.ts';
import { emptyShipping } from '@/features/checkout/shipping-defaults.ts';

export function CheckoutShipping({ user, submitLabel, onSubmit }: { user: User | null; submitLabel: string; onSubmit: (values: ShippingValues) => void }) {
  const { t } = useTranslation('checkout');
  const country = t('shipping.defaultCountry');
  const draft = readShippingDraft();
  const meta = (user?.user_metadata ?? {}) as { first_name?: string; last_name?: string };
  const defaults = user
    ? emptyShipping(country, { ...draft, email: user.email ?? '', firstName: draft?.firstName || meta.first_name || '', lastName: draft?.lastName || meta.last_name || '' })
    : (draft ?? emptyShipping(country));
  return <ShippingForm key={user?.id ?? 'guest'} defaults={defaults} emailLocked={!!user} submitLabel={submitLabel} onSubmit={onSubmit} />;
}

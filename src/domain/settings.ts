// The farm's public settings (the `settings` table, key → JSON value), as every page reads them: one query
// (features/info/api/get-settings.ts) shared by the footer, contacts, terms, checkout and the policy page.
// The table's Row type says only `value: Json`, so the keys' shapes are written here, once.

/**
 * The cancellation policy's figures (key `cancellation_policy`), which public.cancellation_fee applies.
 * d = whole days from today (farm time) to check-in: d > freeOverDays free; partialFromDays ≤ d ≤ freeOverDays
 * partialPercent of the total; fewer days (or a no-show) the whole total.
 */
export interface CancellationPolicy {
  free_over_days: number;
  partial_from_days: number;
  partial_percent: number;
}

export interface SiteSettings {
  free_shipping_threshold?: number;
  /** What the shop's checkout takes, named by the sales terms (`card` today; `paypal`, `bank_transfer` if added). */
  shop_payment_methods?: string[];
  shipping_fee?: number;
  contact_email?: string;
  contact_phone?: string;
  cin?: string;
  address?: string;
  whatsapp?: string;
  social?: { facebook?: string; instagram?: string };
  cancellation_policy?: CancellationPolicy;
  /** The agency that made the site, credited in the footer (the spec's credit link). */
  site_credit?: { name: string; url: string };
}

// Shipping, billing and card rules of the spec; messages are i18n keys.
import { z } from 'zod';
import { cardDigits, isExpiryValid } from './card-format.ts';

const required = 'checkout:validation.required';
const text = (max = 120) => z.string().trim().min(1, required).max(max);
const optional = (max = 120) => z.string().trim().max(max);

export const shippingSchema = z.object({
  firstName: text(80),
  lastName: text(80),
  email: z.string().trim().min(1, required).pipe(z.email('checkout:validation.email')),
  phone: optional(30),
  addressLine1: text(),
  addressLine2: optional(),
  city: text(80),
  postalCode: text(12),
  province: text(40),
  country: text(60),
});
export type ShippingValues = z.infer<typeof shippingSchema>;

const billingSchema = shippingSchema.omit({ email: true, phone: true });
export type BillingValues = z.infer<typeof billingSchema>;

// Every card field filled, else the spec's 'Dati di pagamento incompleti'; then the format checks.
const incomplete = 'checkout:validation.cardIncomplete';
export const cardSchema = z.object({
  number: z
    .string()
    .min(1, incomplete)
    .refine((v) => /^\d{13,16}$/.test(cardDigits(v)), 'checkout:validation.cardNumber'),
  expiry: z
    .string()
    .min(1, incomplete)
    .refine((v) => isExpiryValid(v), 'checkout:validation.expiry'),
  cvv: z
    .string()
    .min(1, incomplete)
    .regex(/^\d{3,4}$/, 'checkout:validation.cvv'),
  holder: z.string().trim().min(1, incomplete).max(80),
});

/** The card step: card fields plus a billing address unless it is the shipping one. */
export const paymentSchema = z.discriminatedUnion('billingSameAsShipping', [
  z.object({ billingSameAsShipping: z.literal(true), card: cardSchema }),
  z.object({ billingSameAsShipping: z.literal(false), card: cardSchema, billing: billingSchema }),
]);

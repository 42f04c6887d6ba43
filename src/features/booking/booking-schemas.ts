// Zod schemas shared by the step forms and the create-booking call. Messages are i18n keys.
import { z } from 'zod';

const required = z.string().trim().min(1, 'booking:validation.required');

// A simple address pattern without spaces, as the spec asks; the database checks again.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const guestDetailsSchema = z.object({
  firstName: required.max(100),
  lastName: required.max(100),
  email: required.max(254).regex(EMAIL, 'booking:validation.email'),
  phone: required.max(40),
  address: required.max(200),
  city: required.max(100),
  postalCode: required.max(20),
  country: required.max(60),
  specialRequests: z.string().max(2000),
});

/** The page's input limits: card number 16, expiry 5 (MM/YY), CVV 3. No format checking beyond that. */
export const CARD_LIMITS = { number: 16, expiry: 5, cvv: 3, name: 100 } as const;

const cardField = (max: number) => z.string().trim().min(1, 'booking:validation.cardRequired').max(max);

export const paymentSchema = z.object({
  method: z.enum(['card', 'paypal', 'onsite']),
  cardNumber: cardField(CARD_LIMITS.number),
  cardName: cardField(CARD_LIMITS.name),
  cardExpiry: cardField(CARD_LIMITS.expiry),
  cardCvv: cardField(CARD_LIMITS.cvv),
  acceptPolicy: z.boolean().refine((v) => v, 'booking:validation.terms'),
  acceptCancellation: z.boolean().refine((v) => v, 'booking:validation.terms'),
});

export type GuestDetailsValues = z.infer<typeof guestDetailsSchema>;
export type PaymentValues = z.infer<typeof paymentSchema>;

/** The only part of the card that leaves the form: its last four digits. */
export function cardLast4(cardNumber: string): string | null {
  const digits = cardNumber.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}

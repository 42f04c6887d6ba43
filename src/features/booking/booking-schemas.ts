// Zod schemas shared by the step forms and the create-booking call. Messages are i18n keys.
import { z } from 'zod';
import { EMAIL_PATTERN } from '@/domain/email.ts';

const required = z.string().trim().min(1, 'booking:validation.required');


export const guestDetailsSchema = z.object({
  firstName: required.max(100),
  lastName: required.max(100),
  email: required.max(254).regex(EMAIL_PATTERN, 'booking:validation.email'),
  phone: required.max(40),
  address: required.max(200),
  city: required.max(100),
  postalCode: required.max(20),
  country: required.max(60),
  specialRequests: z.string().max(2000),
});

/**
 * The page's input limits: card number 16 digits (shown in groups of four, as printed: 19 characters), expiry 5
 * (MM/YY), CVV 3. The payments function checks the card itself (Luhn, expiry, CVV) and names a bad field.
 */
export const CARD_LIMITS = { number: 19, numberDigits: 16, expiry: 5, cvv: 3, name: 100 } as const;

/** Digits only, at most 16, grouped by four: a number typed or pasted with spaces keeps all its digits. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, CARD_LIMITS.numberDigits);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

const cardField = (max: number) => z.string().trim().min(1, 'booking:validation.cardRequired').max(max);

export const paymentSchema = z.object({
  method: z.enum(['card', 'paypal', 'onsite']),
  cardNumber: cardField(CARD_LIMITS.number).refine(
    (v) => v.replace(/\D/g, '').length <= CARD_LIMITS.numberDigits,
    'booking:validation.cardRequired',
  ),
  cardName: cardField(CARD_LIMITS.name),
  cardExpiry: cardField(CARD_LIMITS.expiry),
  cardCvv: cardField(CARD_LIMITS.cvv),
  acceptPolicy: z.boolean().refine((v) => v, 'booking:validation.terms'),
  acceptCancellation: z.boolean().refine((v) => v, 'booking:validation.terms'),
});

export type GuestDetailsValues = z.infer<typeof guestDetailsSchema>;
export type PaymentValues = z.infer<typeof paymentSchema>;

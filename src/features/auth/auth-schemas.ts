// Sign-in and sign-up rules of the spec; messages are i18n keys translated by the form primitives.
import { z } from 'zod';

const PASSWORD_MIN = 6;
const missing = 'auth:validation.emailOrPassword';

export const signInSchema = z.object({
  email: z.string().trim().min(1, missing).pipe(z.email('auth:validation.email')),
  password: z.string().min(1, missing),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    firstName: z.string().trim().min(1, 'auth:validation.required').max(80),
    lastName: z.string().trim().min(1, 'auth:validation.required').max(80),
    email: z.string().trim().min(1, missing).pipe(z.email('auth:validation.email')),
    password: z.string().min(1, missing).min(PASSWORD_MIN, 'auth:validation.passwordMin'),
    confirmPassword: z.string(),
    dataProcessingConsent: z.boolean().refine((v) => v, 'auth:validation.dataConsent'),
    newsletterConsent: z.boolean(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'auth:validation.passwordMismatch',
    path: ['confirmPassword'],
  });
export type SignUpValues = z.infer<typeof signUpSchema>;

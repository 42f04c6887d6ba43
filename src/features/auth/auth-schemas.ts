// Sign-in and sign-up rules of the spec; messages are i18n keys translated by the form primitives.
import { z } from 'zod';

const PASSWORD_MIN = 6;
const missing = 'auth:validation.emailOrPassword';
const email = z.string().trim().min(1, missing).pipe(z.email('auth:validation.email'));
const newPassword = z.string().min(1, missing).min(PASSWORD_MIN, 'auth:validation.passwordMin');
const mismatch = { message: 'auth:validation.passwordMismatch', path: ['confirmPassword'] };

export const signInSchema = z.object({
  email,
  password: z.string().min(1, missing),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    firstName: z.string().trim().min(1, 'auth:validation.required').max(80),
    lastName: z.string().trim().min(1, 'auth:validation.required').max(80),
    email,
    password: newPassword,
    confirmPassword: z.string(),
    dataProcessingConsent: z.boolean().refine((v) => v, 'auth:validation.dataConsent'),
    newsletterConsent: z.boolean(),
  })
  .refine((v) => v.password === v.confirmPassword, mismatch);
export type SignUpValues = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** The same rules as sign-up; the common-password list is the server's (hosted: leaked-password protection). */
export const newPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, mismatch);
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

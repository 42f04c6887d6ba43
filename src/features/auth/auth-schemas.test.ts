import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, newPasswordSchema, signInSchema, signUpSchema } from './auth-schemas.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);

const valid = {
  firstName: 'Maria',
  lastName: 'Rossi',
  email: 'maria@example.com',
  password: 'segreto',
  confirmPassword: 'segreto',
  dataProcessingConsent: true,
  newsletterConsent: false,
};

describe('signUpSchema', () => {
  it('accepts a complete sign-up with the newsletter consent left out', () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    ['passwords differ', { confirmPassword: 'segreta' }, 'confirmPassword:auth:validation.passwordMismatch'],
    ['password shorter than 6', { password: 'abcde', confirmPassword: 'abcde' }, 'password:auth:validation.passwordMin'],
    ['no data-processing consent', { dataProcessingConsent: false }, 'dataProcessingConsent:auth:validation.dataConsent'],
    ['no password', { password: '', confirmPassword: '' }, 'password:auth:validation.emailOrPassword'],
    ['no e-mail', { email: '' }, 'email:auth:validation.emailOrPassword'],
    ['a malformed e-mail', { email: 'maria@' }, 'email:auth:validation.email'],
    ['no first name', { firstName: ' ' }, 'firstName:auth:validation.required'],
  ])('refuses when %s', (_n, patch, message) => {
    expect(messages(signUpSchema.safeParse({ ...valid, ...patch }))).toContain(message);
  });
  it('accepts exactly 6 characters', () => {
    expect(signUpSchema.safeParse({ ...valid, password: 'abcdef', confirmPassword: 'abcdef' }).success).toBe(true);
  });
});

describe('signInSchema', () => {
  it('accepts an e-mail and a password', () => {
    expect(signInSchema.safeParse({ email: ' maria@example.com ', password: 'x' })).toMatchObject({
      success: true,
      data: { email: 'maria@example.com' },
    });
  });
  it('asks for both e-mail and password with the provider message', () => {
    expect(messages(signInSchema.safeParse({ email: '', password: '' }))).toEqual([
      'email:auth:validation.emailOrPassword',
      'password:auth:validation.emailOrPassword',
    ]);
  });
});

describe('newPasswordSchema', () => {
  it.each([
    ['a good pair', { password: 'pecorino-9', confirmPassword: 'pecorino-9' }, []],
    ['a short one', { password: 'abc', confirmPassword: 'abc' }, ['password:auth:validation.passwordMin']],
    ['a mismatch', { password: 'pecorino-9', confirmPassword: 'pecorino-8' }, ['confirmPassword:auth:validation.passwordMismatch']],
  ])('%s', (_n, v, expected) => expect(messages(newPasswordSchema.safeParse(v))).toEqual(expected));
});

describe('forgotPasswordSchema', () => {
  it('wants an e-mail', () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: ' maria@example.com ' }))).toEqual([]);
    expect(messages(forgotPasswordSchema.safeParse({ email: 'maria' }))).toEqual(['email:auth:validation.email']);
  });
});

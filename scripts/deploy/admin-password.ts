// What `npm run admin:create` accepts as the first administrator's password: what sign-up accepts (not one of
// the most common passwords, as hosted leaked-password protection refuses them) and longer, since this
// account runs the shop. The demo's passwords are all refused.
import { isCommonPassword } from '../../supabase/local/auth/common-passwords.ts';

const ADMIN_MIN_PASSWORD_LENGTH = 12;

export function adminEmailProblem(email: string): string | null {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return 'ADMIN_EMAIL: not an e-mail address';
  if (/\.(local|localhost|invalid|test|example)$/i.test(email)) return 'ADMIN_EMAIL: a demo or reserved domain cannot receive mail';
  return null;
}

export function adminPasswordProblem(password: string, email: string): string | null {
  if (password.length < ADMIN_MIN_PASSWORD_LENGTH) return `ADMIN_PASSWORD: at least ${ADMIN_MIN_PASSWORD_LENGTH} characters`;
  if (isCommonPassword(password)) return 'ADMIN_PASSWORD: one of the most common passwords';
  const name = email.split('@')[0].toLowerCase();
  if (name.length >= 4 && password.toLowerCase().includes(name)) return 'ADMIN_PASSWORD: contains the e-mail address';
  if (new Set(password).size < 6) return 'ADMIN_PASSWORD: too few different characters';
  return null;
}

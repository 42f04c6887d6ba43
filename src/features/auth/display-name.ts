import type { User } from '@supabase/supabase-js';

/** First name, else the e-mail's local part, else null (the caller shows 'Utente'). */
export function displayName(user: Pick<User, 'email' | 'user_metadata'> | null | undefined): string | null {
  const first: unknown = user?.user_metadata?.first_name;
  if (typeof first === 'string' && first.trim()) return first.trim();
  const local = user?.email?.split('@')[0];
  return local ? local : null;
}

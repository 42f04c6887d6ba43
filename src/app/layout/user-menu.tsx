import { lazy, Suspense } from 'react';
import { clsx } from 'clsx';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { User } from '@supabase/supabase-js';
import { displayName } from '@/features/auth/display-name.ts';
import { withQueryClient } from '@/lib/query-boundary.tsx';
import { triggerClass } from './user-menu-trigger.ts';

// The dropdown (Radix menu + floating-ui) is only needed once someone is signed in.
const SignedInMenu = lazy(() => import('./signed-in-menu.tsx').then((m) => ({ default: withQueryClient(m.SignedInMenu) })));

/** Login link, or the signed-in user's menu. From /checkout the login returns to /checkout. */
export function UserMenu({ user, className }: { user: User | null; className?: string }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();

  if (!user) {
    const to = pathname === '/checkout' ? '/auth?redirect=%2Fcheckout' : '/auth';
    return (
      <Link to={to} className={clsx(className ?? 'flex', triggerClass)}>
        <UserRound className="size-5" aria-hidden />
        <span>{t('nav.login')}</span>
      </Link>
    );
  }

  const name = displayName(user) ?? t('nav.userFallback');
  const placeholder = (
    <span className={clsx(className ?? 'flex', triggerClass)}>
      <UserRound className="size-5" aria-hidden />
      <span className="max-w-28 truncate">{name}</span>
    </span>
  );
  return (
    <Suspense fallback={placeholder}>
      <SignedInMenu user={user} name={name} className={className} />
    </Suspense>
  );
}

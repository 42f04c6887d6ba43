// Back-office screens render only for the allowed roles; the database refuses the rest anyway (RLS).
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Loader2, Lock, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { useAccess, type StaffRole } from '../api/use-access.ts';

export function AccessGate({ roles, children }: { roles: readonly StaffRole[]; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const access = useAccess(roles);
  const location = useLocation();
  if (access === 'granted') return <>{children}</>;
  if (access === 'loading') {
    return (
      <div className="grid min-h-dvh place-items-center" role="status" aria-live="polite">
        <Loader2 className="size-8 animate-spin text-olive-700" aria-hidden />
        <span className="sr-only">{t('access.checking')}</span>
      </div>
    );
  }
  const signedOut = access === 'signed-out';
  const here = `${location.pathname}${location.search}`;
  const Icon = signedOut ? Lock : ShieldX;
  return (
    <main className="grid min-h-dvh place-items-center px-6">
      <section className="flex max-w-md flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm">
        <Icon className="size-10 text-terracotta-600" aria-hidden />
        <h1 className="text-3xl">{signedOut ? t('access.requiredTitle') : t('access.deniedTitle')}</h1>
        <p className="text-stone-600">{signedOut ? t('access.requiredText') : t('access.deniedText')}</p>
        <Button asChild>
          {signedOut ? (
            <Link to={`/auth?redirect=${encodeURIComponent(here)}`}>{t('access.signIn')}</Link>
          ) : (
            <Link to="/">{t('access.home')}</Link>
          )}
        </Button>
      </section>
    </main>
  );
}

// /auth: sign in or sign up over the background video; afterwards the stored target (?redirect= or the
// remembered /checkout) or the home page, 100 ms after the sign-in event.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/hooks/use-page-meta.ts';
import { REDIRECT_DELAY_MS, rememberRedirect, takeRedirect } from '@/features/auth/auth-redirect.ts';
import { AuthPanel } from '@/features/auth/components/auth-panel.tsx';
import { AuthShell } from '@/features/auth/components/auth-shell.tsx';

export default function AuthPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  usePageMeta({ title: t('page.title') });

  useEffect(() => {
    rememberRedirect(params.get('redirect'));
  }, [params]);

  const onSignedIn = () => {
    const target = takeRedirect() ?? '/';
    setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
  };

  return (
    <AuthShell title={t('page.title')} subtitle={t('page.subtitle')}>
      <AuthPanel onSignedIn={onSignedIn} />
    </AuthShell>
  );
}

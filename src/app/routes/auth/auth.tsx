// /auth: sign in or sign up over the background video; afterwards the stored target (?redirect= or the
// remembered /checkout) or the home page, 100 ms after the sign-in event.
import { useEffect } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/hooks/use-page-meta.ts';
import { REDIRECT_DELAY_MS, rememberRedirect, takeRedirect } from '@/features/auth/auth-redirect.ts';
import { AuthBackground } from '@/features/auth/components/auth-background.tsx';
import { AuthPanel } from '@/features/auth/components/auth-panel.tsx';

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
    <div className="relative isolate flex min-h-dvh items-center justify-center px-4 py-10">
      <AuthBackground />
      <div className="w-full max-w-lg">
        {/* In a landmark, on its own dark backing: the photo behind it cannot vouch for the contrast. */}
        <nav aria-label={t('page.backToSite')} className="mb-4">
          <Link to="/" className="inline-flex min-h-8 items-center gap-2 rounded-full bg-olive-950/85 px-3 text-sm font-medium text-white hover:underline">
            <ArrowLeft className="size-4" aria-hidden />
            {t('page.backToSite')}
          </Link>
        </nav>
        <main className="rounded-3xl bg-cream-50/95 p-6 shadow-2xl backdrop-blur sm:p-8">
          <h1 className="text-3xl sm:text-4xl">{t('page.title')}</h1>
          <p className="mt-1 mb-6 text-stone-600">{t('page.subtitle')}</p>
          <AuthPanel onSignedIn={onSignedIn} />
        </main>
      </div>
    </div>
  );
}

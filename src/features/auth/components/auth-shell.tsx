import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthBackground } from './auth-background.tsx';

/** The frame of the auth pages: the background video, the way back to the site, one card with a heading. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
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
          <div className="mb-6">
            <h1 className="text-3xl sm:text-4xl">{title}</h1>
            {subtitle && <p className="mt-1 text-stone-600">{subtitle}</p>}
          </div>
          {children}
        </main>
      </div>
    </div>
  );
}

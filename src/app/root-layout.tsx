import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { clsx } from 'clsx';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from './full-page-spinner.tsx';
import { readConsent, settleConsent } from '@/lib/cookie-consent.ts';
import { withQueryClient } from '@/lib/query-boundary.tsx';
import { RouteErrorBoundary } from './routing/route-error-boundary.tsx';
import { Navbar } from './layout/navbar.tsx';

// The assistant is not needed for the first paint: its code loads after the page.
const AssistantLauncher = lazy(() => import('./layout/assistant-launcher.tsx').then((m) => ({ default: m.AssistantLauncher })));

// The footer is always below the fold (main is a screen high) and the cookie notice floats: neither needs
// to be in the first render's code.
const Footer = lazy(() => import('./layout/footer.tsx').then((m) => ({ default: withQueryClient(m.Footer) })));
const CookieNotice = lazy(() => import('./layout/cookie-notice.tsx').then((m) => ({ default: m.CookieNotice })));

/** The site frame: navigation bar, page, footer, cookie notice and chat launcher. */
export function RootLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [needsConsent] = useState(() => readConsent() === null);
  useLayoutEffect(settleConsent, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {t('nav.skip')}
      </a>
      <Navbar />
      {/* The home hero runs under the transparent bar; other pages start below it. At least a screen high, so
          the footer starts below the fold and never jumps when a page's data replaces its skeleton (CLS). */}
      <main id="main" className={clsx('min-h-dvh flex-1', pathname !== '/' && 'pt-18')}>
        <RouteErrorBoundary>
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {needsConsent && (
        <Suspense fallback={null}>
          <CookieNotice />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <AssistantLauncher />
      </Suspense>
    </div>
  );
}

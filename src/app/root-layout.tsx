import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { FullPageSpinner } from './full-page-spinner.tsx';
import { CookieNotice } from './layout/cookie-notice.tsx';
import { Footer } from './layout/footer.tsx';
import { Navbar } from './layout/navbar.tsx';

// The assistant is not needed for the first paint: its code loads after the page.
const ChatLauncher = lazy(() =>
  import('@/features/assistant/components/chat-launcher.tsx').then((m) => ({ default: m.ChatLauncher })),
);

/** The site frame: navigation bar, page, footer, cookie notice and chat launcher. */
export function RootLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
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
      <main id="main" className={cn('min-h-dvh flex-1', pathname !== '/' && 'pt-18')}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <CookieNotice />
      <Suspense fallback={null}>
        <ChatLauncher />
      </Suspense>
    </div>
  );
}

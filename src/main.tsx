import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider.tsx';
import { AppRoutes, preloadRoute } from '@/app/routing/app-routes.tsx';
import { RouteErrorBoundary } from '@/app/routing/route-error-boundary.tsx';
import { currentLanguage, i18nReady } from '@/lib/i18n.ts';
import { localizePath, pagePath } from '@/lib/localized-path.mjs';
import '@/app/styles.css';

// A service worker from an earlier version of the site could serve stale chunks: remove any at start.
if ('serviceWorker' in navigator) {
  navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => registrations.forEach((r) => void r.unregister()))
    .catch(() => undefined);
}

// The first page loads alongside the translations, and the first render waits for both. A page that fails
// to load renders anyway, and its error screen shows.
const firstPage = preloadRoute(pagePath(window.location.pathname)).catch(() => undefined);
// In the wait for them, a task of its own for work the first render would otherwise do inside its own.
setTimeout(() => void import('@/lib/cn.ts').then((m) => m.prepareClassMerge()), 0);

void Promise.all([i18nReady, firstPage]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree; the html's pre-painted first screen stays until React commits.
  startTransition(() =>
    root.render(
      <StrictMode>
        {/* The address decides the language: English pages are the same routes under /en, so every <Link to="/x">
             stays in the page's language. The switch loads the other address (app/layout/language-switch.tsx). */}
        <BrowserRouter basename={localizePath('/', currentLanguage())}>
          <AppProvider>
            <RouteErrorBoundary>
              <AppRoutes />
            </RouteErrorBoundary>
          </AppProvider>
        </BrowserRouter>
      </StrictMode>,
    ),
  );
});

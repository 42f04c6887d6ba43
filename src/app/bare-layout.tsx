import { Suspense, useLayoutEffect } from 'react';
import { removePaintedNotice } from '@/lib/cookie-consent.ts';
import { Outlet } from 'react-router-dom';
import { FullPageSpinner } from './full-page-spinner.tsx';
import { RouteErrorBoundary } from './routing/route-error-boundary.tsx';

/** Frame of the full-screen pages (sign-in, administration, conversation dashboard): no site navigation. */
export function BareLayout() {
  // These pages carry no cookie notice: the server's copy goes (the site's other pages ask).
  useLayoutEffect(removePaintedNotice, []);
  return (
    <div className="min-h-dvh bg-cream-50">
      <RouteErrorBoundary>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </div>
  );
}

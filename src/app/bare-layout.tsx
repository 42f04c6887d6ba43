import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageSpinner } from './full-page-spinner.tsx';
import { RouteErrorBoundary } from './routing/route-error-boundary.tsx';

/** Frame of the full-screen pages (sign-in, administration, conversation dashboard): no site navigation. */
export function BareLayout() {
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

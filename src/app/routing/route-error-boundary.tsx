import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { ErrorScreen } from '../error-screen.tsx';

/** Shows the error screen in place of a page that failed to load or render; moving to another path
 * gives that path a fresh try. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKeys={[pathname]} fallbackRender={({ error }) => <ErrorScreen error={error} />}>
      {children}
    </ErrorBoundary>
  );
}

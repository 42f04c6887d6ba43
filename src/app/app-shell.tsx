import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { imageFailures, isDebugHost, subscribeImageFailures } from '@/lib/image-debug.ts';
import { NavigationProgress } from './layout/navigation-progress.tsx';
import { ScrollManager } from './layout/scroll-manager.tsx';

// A developer's panel: its code is fetched only once an image has failed, on localhost.
const ImageDebugPanel = lazy(() => import('./layout/image-debug-panel.tsx').then((m) => ({ default: m.ImageDebugPanel })));
const anyImageFailed = () => imageFailures().length > 0;

/** Behaviour shared by every page: scroll on navigation, the loading bar, the localhost image panel. */
export function AppShell() {
  const failed = useSyncExternalStore(subscribeImageFailures, anyImageFailed, () => false);
  const { pathname } = useLocation();
  // The head's canonical and hreflang links follow the page (the html's are right until the app navigates).
  useEffect(() => void import('@/lib/page-addresses.ts').then((m) => m.setPageAddresses()), [pathname]);
  return (
    <>
      <ScrollManager />
      <NavigationProgress />
      <Outlet />
      {failed && isDebugHost(window.location.hostname) && (
        <Suspense fallback={null}>
          <ImageDebugPanel />
        </Suspense>
      )}
    </>
  );
}

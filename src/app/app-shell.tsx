import { Outlet } from 'react-router-dom';
import { ImageDebugPanel } from './layout/image-debug-panel.tsx';
import { NavigationProgress } from './layout/navigation-progress.tsx';
import { ScrollManager } from './layout/scroll-manager.tsx';

/** Behaviour shared by every page: scroll on navigation, the loading bar, the localhost image panel. */
export function AppShell() {
  return (
    <>
      <ScrollManager />
      <NavigationProgress />
      <Outlet />
      <ImageDebugPanel />
    </>
  );
}

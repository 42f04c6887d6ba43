import { useSyncExternalStore } from 'react';
import { pageLoads } from '../routing/page-loads.ts';

/** A thin bar at the top while the next page's chunk loads. */
export function NavigationProgress() {
  const pending = useSyncExternalStore(pageLoads.subscribe, pageLoads.pending, pageLoads.pending);
  if (pending === 0) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-olive-200" aria-hidden>
      <div className="h-full w-1/3 animate-pulse bg-terracotta-600" />
    </div>
  );
}

import { use, type ComponentType } from 'react';
import { preloadSupabase } from '@/integrations/supabase/preload.ts';
import { i18n, i18nReady, prefetchNamespaces } from '@/lib/i18n.ts';
import { loadQueryClient, withQueryClient } from '@/lib/query-boundary.tsx';
import { pageLoads } from './page-loads.ts';

type PageModule = { default: ComponentType };
/** A promise that says when it is settled, in the fields React's `use` reads, so a page loaded before the
 * first render renders at once instead of suspending for a microtask (React.lazy always suspends once,
 * which would put the spinner in place of the html's pre-painted hero). */
type Tracked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

/** A page in its own chunk: the chunk, its translation namespaces and (for a page that shows data) the API
 * and query clients load together, so the first render waits for one round trip rather than discovering
 * each of them when the page suspends. `preload()` starts that early (main.tsx does for the first page). */
export function lazyPage(load: () => Promise<PageModule>, namespaces: string[] = [], { data = true } = {}) {
  let loading: Tracked<PageModule> | undefined;
  const start = (): Promise<PageModule> => {
    // The home has no data on its first screen (its hero): its lower sections bring their own clients,
    // which would only compete with the hero photo here.
    if (data) preloadSupabase();
    prefetchNamespaces(namespaces);
    return pageLoads.track(
      Promise.all([load(), i18nReady.then(() => i18n.loadNamespaces(namespaces)), data && loadQueryClient()]).then(
        ([module]) => (data ? { default: withQueryClient(module.default) } : module),
      ),
    );
  };
  const preload = (): Tracked<PageModule> => {
    if (!loading) {
      const tracked: Tracked<PageModule> = start();
      tracked.then(
        (value) => Object.assign(tracked, { status: 'fulfilled', value }),
        (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
      );
      loading = tracked;
    }
    return loading;
  };
  function LazyPage() {
    const { default: Page } = use(preload() as Promise<PageModule>);
    return <Page />;
  }
  return Object.assign(LazyPage, { preload });
}

// TanStack Query's client (query-core, about 10 kB gzip) is not needed for the home page's first screen, so
// it loads with the first part of the page that asks for data: each lazy chunk that uses queries renders
// inside a QueryBoundary, which suspends until the one shared client is there.
import { use, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

let client: Promise<QueryClient> | undefined;

/** The app's one QueryClient, created on first call. */
export function loadQueryClient(): Promise<QueryClient> {
  // A failed load (offline) is not kept: the next part that needs the client tries again.
  client ??= import('@/lib/query-client.ts')
    .then((m) => m.createQueryClient())
    .catch((e: unknown) => {
      client = undefined;
      throw e;
    });
  return client;
}

function QueryBoundary({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={use(loadQueryClient())}>{children}</QueryClientProvider>;
}

/** `Component` inside a QueryBoundary, for the default export of a lazy chunk. */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryBoundary>
        <Component {...props} />
      </QueryBoundary>
    );
  }
  return WithQueryClient;
}

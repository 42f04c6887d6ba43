import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '@/components/ui/toast.tsx';
import { i18n } from '@/lib/i18n.ts';
import { FullPageSpinner } from './full-page-spinner.tsx';
import './zod-jitless.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* No QueryClientProvider here: each lazy part that uses queries brings one (lib/query-boundary.tsx). */}
      <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>
      <Toaster />
    </I18nextProvider>
  );
}

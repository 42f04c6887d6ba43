import { Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '@/components/ui/toast.tsx';
import { i18n } from '@/lib/i18n.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { FullPageSpinner } from './full-page-spinner.tsx';
import './zod-jitless.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

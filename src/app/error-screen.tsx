import { Home, RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHref, useNavigate } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button-styles.ts';
import { loadQueryClient } from '@/lib/query-boundary.tsx';
import { isChunkLoadError } from './chunk-error.ts';

/** The 'Ops! Qualcosa è andato storto' screen of any render or route-loading error. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const home = useHref('/'); // in the page's language

  if (import.meta.env.DEV) console.error(error);

  async function retry() {
    (await loadQueryClient().catch(() => undefined))?.clear();
    if ('caches' in window) {
      const names = await caches.keys().catch(() => [] as string[]);
      await Promise.all(names.map((n) => caches.delete(n)));
    }
    // A missing chunk means a new deploy: only a full reload fetches the new file names.
    if (isChunkLoadError(error)) window.location.reload();
    else void navigate(0);
  }

  return (
    <main className="grid min-h-[80dvh] place-items-center px-6 pb-16 pt-28">
      <div role="alert" className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-terracotta-600/10 text-terracotta-700">
          <TriangleAlert className="size-8" aria-hidden />
        </span>
        <h1 className="text-3xl">{t('boundary.title')}</h1>
        <p className="text-stone-600">{t('boundary.description')}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClassName()} onClick={() => void retry()}>
            <RotateCw className="size-4" aria-hidden />
            {t('boundary.retry')}
          </button>
          <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={() => (window.location.href = home)}>
            <Home className="size-4" aria-hidden />
            {t('boundary.home')}
          </button>
        </div>
      </div>
    </main>
  );
}

import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { imageFailures, subscribeImageFailures } from '@/lib/image-debug.ts';

let snapshot: string[] = [];
const getSnapshot = () => {
  const next = imageFailures();
  if (next.length !== snapshot.length) snapshot = next;
  return snapshot;
};

/** Lists images that failed to load (the app shell shows it on localhost, once one has). */
export function ImageDebugPanel() {
  const { t } = useTranslation('common');
  const failures = useSyncExternalStore(subscribeImageFailures, getSnapshot, () => snapshot);
  if (failures.length === 0) return null;
  return (
    <details className="fixed bottom-3 left-3 z-[70] max-w-xs rounded-lg bg-stone-900/90 p-2 text-xs text-white">
      <summary className="cursor-pointer">{t('debug.imageFailures', { count: failures.length })}</summary>
      <ul className="mt-1 max-h-40 overflow-auto">
        {failures.map((src) => (
          <li key={src} className="truncate">
            {src}
          </li>
        ))}
      </ul>
    </details>
  );
}

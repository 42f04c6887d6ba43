// The admin product grid: six skeleton cards while loading, the spec's empty state, cards with the editor.
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState, ErrorState, PageStates } from '@/components/ui/page-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAdminProducts, type AdminProduct } from '../api/get-admin-products.ts';
import { ProductCard } from './product-card.tsx';
import { ProductEditor } from './product-editor.tsx';

const SKELETON_COUNT = 6;
const gridClass = 'grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function ProductGrid() {
  const { t } = useTranslation('admin');
  const products = useAdminProducts();
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [open, setOpen] = useState(false);
  const openEditor = (p: AdminProduct | null) => {
    setEditing(p);
    setOpen(true);
  };
  return (
    <>
      <div className="flex justify-end">
        <Button onClick={() => openEditor(null)}>
          <Plus className="size-4" aria-hidden />
          {t('products.new')}
        </Button>
      </div>
      <PageStates
        query={products}
        pending={
          <ul className={gridClass} aria-busy="true" aria-label={t('products.loading')}>
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <li key={i} className="overflow-hidden rounded-2xl bg-white shadow-sm" data-testid="product-skeleton">
                <Skeleton className="aspect-square w-full rounded-none" />
                <div className="flex flex-col gap-2 p-4">
                  <Skeleton className="h-5 w-3/4" />
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="h-9 w-full" />
                </div>
              </li>
            ))}
          </ul>
        }
        error={<ErrorState title={t('products.loadError')} onRetry={() => products.refetch()} />}
        empty={<EmptyState title={t('products.emptyTitle')} description={t('products.emptyText')} />}
      >
        {(list) => (
          <ul className={gridClass}>
            {list.map((p) => (
              <ProductCard key={p.id} product={p} onEdit={openEditor} />
            ))}
          </ul>
        )}
      </PageStates>
      <ProductEditor product={editing} open={open} onOpenChange={setOpen} />
    </>
  );
}

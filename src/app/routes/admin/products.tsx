// /admin/products: the product grid with editor and image upload.
import { useTranslation } from 'react-i18next';
import { AccessGate } from '@/features/admin/components/access-gate.tsx';
import { AdminHeader } from '@/features/admin/components/admin-header.tsx';
import { ProductGrid } from '@/features/admin/components/product-grid.tsx';
import { usePageMeta } from '@/hooks/use-page-meta.ts';

export default function AdminProductsPage() {
  const { t } = useTranslation('admin');
  usePageMeta({ title: t('products.title') });
  return (
    <AccessGate roles={['admin']}>
      <AdminHeader title={t('products.title')} back={{ to: '/admin', label: t('common.backToDashboard') }} />
      <main className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6">
        <ProductGrid />
      </main>
    </AccessGate>
  );
}

import { ProductListPage } from '@/features/catalogue/components/product-list-page.tsx';

export default function CheesesPage() {
  return <ProductListPage category="formaggi" />;
}

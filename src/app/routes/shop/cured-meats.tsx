import { ProductListPage } from '@/features/catalogue/components/product-list-page.tsx';

export default function CuredMeatsPage() {
  return <ProductListPage category="salumi" />;
}

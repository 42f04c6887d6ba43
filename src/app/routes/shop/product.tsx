// Placeholder: the shop engineer replaces this page.
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

export default function ProductPage() {
  return <PlaceholderPage titleKey="pages.product" />;
}

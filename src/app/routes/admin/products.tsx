// Placeholder: the admin engineer replaces this page.
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

export default function AdminProductsPage() {
  return <PlaceholderPage titleKey="pages.adminProducts" />;
}

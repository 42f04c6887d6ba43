// Placeholder: the admin engineer replaces this page.
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

export default function AdminOrdersPage() {
  return <PlaceholderPage titleKey="pages.adminOrders" />;
}

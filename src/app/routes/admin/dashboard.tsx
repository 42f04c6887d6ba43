// Placeholder: the admin engineer replaces this page.
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

export default function AdminDashboardPage() {
  return <PlaceholderPage titleKey="pages.admin" />;
}

// Placeholder: the shop engineer replaces this page.
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

export default function ProfilePage() {
  return <PlaceholderPage titleKey="pages.profile" />;
}

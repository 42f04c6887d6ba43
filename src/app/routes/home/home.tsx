// Placeholder: the frame engineer replaces this page.
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

export default function HomePage() {
  return <PlaceholderPage titleKey="pages.home" />;
}

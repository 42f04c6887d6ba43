// Placeholder: the frame engineer replaces this page.
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

export default function TermsPage() {
  return <PlaceholderPage titleKey="pages.terms" />;
}

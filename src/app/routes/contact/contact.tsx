// Placeholder: the frame engineer replaces this page.
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

export default function ContactPage() {
  return <PlaceholderPage titleKey="pages.contact" />;
}

// Placeholder: the shop engineer replaces this page.
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

export default function CheckoutPage() {
  return <PlaceholderPage titleKey="pages.checkout" />;
}

// Placeholder: the booking engineer replaces this page.
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

export default function BookingPage() {
  return <PlaceholderPage titleKey="pages.prenota" />;
}

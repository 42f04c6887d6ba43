// Placeholder: the booking engineer replaces this page.
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

export default function BookingLookupPage() {
  return <PlaceholderPage titleKey="pages.prenotazione" />;
}

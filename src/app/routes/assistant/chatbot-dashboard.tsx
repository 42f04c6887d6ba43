// Placeholder: the assistant engineer replaces this page.
import { PlaceholderPage } from '@/components/placeholder-page.tsx';

export default function ChatbotDashboardPage() {
  return <PlaceholderPage titleKey="pages.chatbotDashboard" />;
}

import { Link } from 'react-router-dom';
import { Bed, Euro, Home, Mail, MessageSquare, Package, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';

const LINKS = [
  { to: '/admin/products', key: 'products', Icon: Package },
  { to: '/admin/orders', key: 'orders', Icon: ShoppingBag },
  { to: '/admin/bookings', key: 'bookings', Icon: Bed },
  { to: '/admin/tariffe', key: 'rates', Icon: Euro },
  { to: '/admin/emails', key: 'emails', Icon: Mail },
  { to: '/chatbot-dashboard', key: 'conversations', Icon: MessageSquare },
] as const;

export function DashboardNav() {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('dashboard.navLabel')} className="flex flex-wrap gap-2">
      {LINKS.map(({ to, key, Icon }) => (
        <Button key={to} asChild variant="primary" size="sm">
          <Link to={to}>
            <Icon className="size-4" aria-hidden />
            {t(`dashboard.nav.${key}`)}
          </Link>
        </Button>
      ))}
      <Button asChild variant="ghost" size="sm">
        <Link to="/">
          <Home className="size-4" aria-hidden />
          {t('dashboard.nav.site')}
        </Link>
      </Button>
    </nav>
  );
}

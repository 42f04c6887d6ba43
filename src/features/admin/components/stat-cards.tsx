import { Bed, Mail, Package, ShoppingBag, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { STAT_TABLES, useAdminStats, type StatTable } from '../api/get-admin-stats.ts';

const ICONS: Record<StatTable, typeof Package> = {
  products: Package,
  orders: ShoppingBag,
  profiles: Users,
  bookings: Bed,
  newsletter_subscriptions: Mail,
};

export function StatCards() {
  const { t } = useTranslation('admin');
  const stats = useAdminStats();
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">{t('dashboard.statsTitle')}</h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {STAT_TABLES.map((table) => {
          const Icon = ICONS[table];
          return (
            <li key={table} className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm" data-testid={`stat-${table}`}>
              <span className="flex items-center gap-2 text-sm text-stone-600">
                <Icon className="size-4 text-olive-700" aria-hidden />
                {t(`dashboard.stats.${table}`)}
              </span>
              {stats.isPending ? (
                <Skeleton className="h-8 w-16" />
              ) : (
                <span className="font-serif text-3xl text-olive-950">{stats.data?.[table] ?? '–'}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

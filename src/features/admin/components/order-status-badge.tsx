import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge.tsx';
import type { OrderStatus } from '../order-status.ts';

const TONE = { pending: 'warning', shipped: 'olive', delivered: 'success', cancelled: 'danger' } as const;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={TONE[status] ?? 'neutral'}>{t(`orders.statuses.${status}`)}</Badge>;
}

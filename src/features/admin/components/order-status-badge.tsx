import { useEnumLabel } from '@/domain/enum-labels.ts';
import { Badge } from '@/components/ui/badge.tsx';
import type { OrderStatus } from '../order-status.ts';

const TONE = { pending: 'warning', shipped: 'olive', delivered: 'success', cancelled: 'danger' } as const;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const label = useEnumLabel();
  return <Badge tone={TONE[status] ?? 'neutral'}>{label('orderStatus', status)}</Badge>;
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useEnumLabel } from '@/domain/enum-labels.ts';
import { orderItemName } from '@/domain/order-item-name.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { formatEuro } from '@/lib/money.ts';
import type { AdminOrderRow as AdminOrder } from '../api/get-admin-orders.ts';
import { useOrderItems } from '../api/get-order-items.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';
import { nextStatuses, type OrderStatus } from '../order-status.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

function Address({ order, kind, title }: { order: AdminOrder; kind: 'shipping' | 'billing'; title: string }) {
  const f = (k: string) => (order as unknown as Record<string, string | null>)[`${kind}_${k}`];
  const lines = [
    [f('first_name'), f('last_name')].filter(Boolean).join(' '),
    f('address_line1'),
    f('address_line2'),
    [f('postal_code'), f('city'), f('province') && `(${f('province')})`].filter(Boolean).join(' '),
    f('country'),
    kind === 'shipping' ? f('email') ?? order.guest_email : null,
    kind === 'shipping' ? f('phone') : null,
  ].filter(Boolean);
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold text-stone-700">{title}</h3>
      <address className="text-sm not-italic text-stone-800">
        {lines.map((l, i) => (
          <span key={i} className="block break-words">{l}</span>
        ))}
      </address>
    </div>
  );
}

export function OrderDetail({ order, onClose }: { order: AdminOrder | null; onClose: () => void }) {
  return (
    <Dialog open={order !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl">{order && <DetailBody order={order} onClose={onClose} />}</DialogContent>
    </Dialog>
  );
}

function DetailBody({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const label = useEnumLabel();
  const items = useOrderItems(order.id);
  const update = useUpdateOrderStatus();
  const [confirming, setConfirming] = useState(false);
  const change = (status: OrderStatus) => {
    if (status === 'cancelled' && !confirming) return setConfirming(true);
    update.mutate(
      { orderId: order.id, status },
      {
        onSuccess: () => {
          toast.success(t('orders.updated', { status: label('orderStatus', status) }), {
            description: status === 'shipped' ? t('orders.mailQueued') : undefined,
          });
          setConfirming(false);
          onClose();
        },
      },
    );
  };
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('orders.detailTitle', { number: order.order_number })}</DialogTitle>
        <DialogDescription>
          {formatDateTime(order.created_at, currentLanguage())} · {order.is_guest_order ? t('orders.guest') : t('orders.registered')}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge status={order.status} />
        <span className="text-sm text-stone-600">{t('orders.payment', { status: label('paymentStatus', order.payment_status), method: label('paymentMethod', order.payment_method) })}</span>
      </div>
      <h3 className="mt-4 mb-2 text-sm font-semibold text-stone-700">{t('orders.items')}</h3>
      {items.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl bg-white">
          {(items.data ?? []).map((i) => (
            <li key={i.id} className="flex flex-wrap justify-between gap-2 px-3 py-2 text-sm">
              <span>
                {i.quantity} × {orderItemName(i, currentLanguage())} <span className="text-stone-500">({i.product_sku})</span>
              </span>
              <span className="font-semibold">{formatEuro(i.total_price)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-1 text-sm">
        <dt>{t('orders.subtotal')}</dt>
        <dd className="text-right">{formatEuro(order.subtotal)}</dd>
        <dt>{t('orders.shipping')}</dt>
        <dd className="text-right">{formatEuro(order.shipping_amount)}</dd>
        <dt className="font-semibold">{t('orders.total')}</dt>
        <dd className="text-right font-semibold">{formatEuro(order.total_amount)}</dd>
      </dl>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Address order={order} kind="shipping" title={t('orders.shippingAddress')} />
        <Address order={order} kind="billing" title={t('orders.billingAddress')} />
      </div>
      {nextStatuses(order.status).length > 0 && (
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          {nextStatuses(order.status).map((s) => (
            <Button key={s} variant={s === 'cancelled' ? 'destructive' : 'primary'} pending={update.isPending && update.variables?.status === s} disabled={update.isPending} onClick={() => change(s)}>
              {t(`orders.actions.${s}`)}
            </Button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('orders.confirmCancelTitle', { number: order.order_number })}
        description={t('orders.confirmCancel')}
        confirmLabel={t('orders.confirmCancelYes')}
        cancelLabel={t('orders.keep')}
        destructive
        pending={update.isPending}
        onConfirm={() => change('cancelled')}
      />
    </>
  );
}

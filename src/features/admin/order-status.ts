// Order status changes an admin may make: pending → shipped → delivered, or cancelled before delivery.
export const ORDER_STATUSES = ['pending', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const NEXT: Record<OrderStatus, OrderStatus[]> = {
  pending: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export const nextStatuses = (status: OrderStatus): OrderStatus[] => NEXT[status] ?? [];

export const isOrderStatus = (v: unknown): v is OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(v);

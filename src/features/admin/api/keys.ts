export const adminKeys = {
  all: ['admin'] as const,
  access: (userId: string, roles: readonly string[]) => [...adminKeys.all, 'access', userId, ...roles] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  events: () => [...adminKeys.all, 'events'] as const,
  products: () => [...adminKeys.all, 'products'] as const,
  categories: () => [...adminKeys.all, 'categories'] as const,
  orders: (filters: object) => [...adminKeys.all, 'orders', filters] as const,
  orderItems: (orderId: string) => [...adminKeys.all, 'order-items', orderId] as const,
  bookings: () => [...adminKeys.all, 'bookings'] as const,
  rooms: () => [...adminKeys.all, 'rooms'] as const,
  bookingLimits: () => [...adminKeys.all, 'booking-limits'] as const,
  outboxFailures: () => [...adminKeys.all, 'outbox-failures'] as const,
};

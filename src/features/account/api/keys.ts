export const accountKeys = {
  all: ['account'] as const,
  profile: (userId: string) => [...accountKeys.all, 'profile', userId] as const,
  orders: (userId: string) => [...accountKeys.all, 'orders', userId] as const,
  bookings: (userId: string) => [...accountKeys.all, 'bookings', userId] as const,
};

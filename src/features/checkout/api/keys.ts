export const checkoutKeys = {
  all: ['checkout'] as const,
  settings: () => [...checkoutKeys.all, 'settings'] as const,
};

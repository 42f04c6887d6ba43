export const wishlistKeys = {
  all: ['wishlist'] as const,
  list: (userId: string) => [...wishlistKeys.all, userId] as const,
};

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (lang: string) => [...productKeys.lists(), lang] as const,
  detail: (slug: string, lang: string) => [...productKeys.all, 'detail', slug, lang] as const,
};

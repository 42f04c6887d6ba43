// Query keys of data that one feature reads and another changes (the admin edits products and settings that
// the shop, the home and the policy page show): one factory here, so a mutation invalidates exactly the
// queries it affects. A feature's private data keeps its keys in its own api/keys.ts.
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (lang: string) => [...productKeys.lists(), lang] as const,
  detail: (slug: string, lang: string) => [...productKeys.all, 'detail', slug, lang] as const,
};

export const settingsKeys = {
  all: ['settings'] as const,
};

export const homeKeys = {
  all: ['home'] as const,
  bestsellers: (lang: string) => [...homeKeys.all, 'bestsellers', lang] as const,
};

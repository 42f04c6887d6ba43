export const conversationKeys = {
  all: ['conversations'] as const,
  list: () => [...conversationKeys.all, 'list'] as const,
  stats: () => [...conversationKeys.all, 'stats'] as const,
  messages: (conversationId: string) => [...conversationKeys.all, 'messages', conversationId] as const,
  handover: (conversationId: string) => [...conversationKeys.all, 'handover', conversationId] as const,
  leads: () => [...conversationKeys.all, 'leads'] as const,
  knowledge: () => [...conversationKeys.all, 'knowledge'] as const,
  unanswered: () => [...conversationKeys.all, 'unanswered'] as const,
};

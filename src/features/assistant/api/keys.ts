export const chatKeys = {
  all: ['chat'] as const,
  conversation: (sessionId: string, lang: string) => [...chatKeys.all, 'conversation', sessionId, lang] as const,
};

export const chatKeys = {
  all: ['chat'] as const,
  conversation: (sessionId: string, lang: string) => [...chatKeys.all, 'conversation', sessionId, lang] as const,
  quote: (checkIn: string, checkOut: string, rooms: string) => [...chatKeys.all, 'quote', checkIn, checkOut, rooms] as const,
};

// The broadcast topic of one conversation: the dashboard pings it after a staff reply, the visitor's chat listens.
export const chatTopic = (conversationId: string) => `chat-${conversationId}`;

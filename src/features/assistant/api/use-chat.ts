// The chat's state: the conversation loaded for this session and language, sending with the reply
// saved beside it, and reset. A send is ignored while one is in progress or when the text is blank.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@/lib/i18n.ts';
import type { ChatMessage } from '../types.ts';
import { localMessage, useConversation } from './get-conversation.ts';
import { chatKeys } from './keys.ts';
import { resetConversation } from './reset-conversation.ts';
import { saveChatMessage } from './save-chat-message.ts';
import { sendChatMessage, type ChatSendError } from './send-chat-message.ts';
import { currentSessionId } from './session.ts';

export function useChat(lang: Language, greeting: string, onError: (e: ChatSendError) => void) {
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState(currentSessionId);
  const conversation = useConversation(sessionId, lang, greeting);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    if (conversation.data) setMessages(conversation.data.messages);
  }, [conversation.data]);

  const conversationId = conversation.data?.id ?? null;

  const send = useCallback(
    async (raw: string) => {
      const content = raw.trim();
      if (!content || busy.current) return;
      busy.current = true;
      setLoading(true);
      const userMessage = localMessage({ role: 'user', content });
      const history = [...messages, userMessage];
      setMessages(history);
      void saveChatMessage(conversationId, userMessage);
      try {
        const reply = await sendChatMessage({
          messages: history.map((m) => ({ role: m.role, content: m.content })),
          sessionId,
          language: lang,
        });
        const assistant = localMessage({ role: 'assistant', content: reply.message, type: reply.type, data: reply.data, follow_up: reply.follow_up });
        setMessages((m) => [...m, assistant]);
        void saveChatMessage(conversationId, assistant);
      } catch (e) {
        onError(e as ChatSendError);
      } finally {
        busy.current = false;
        setLoading(false);
      }
    },
    [messages, conversationId, sessionId, lang, onError],
  );

  const reset = useCallback(async () => {
    const next = await resetConversation(conversationId);
    queryClient.removeQueries({ queryKey: chatKeys.all });
    setMessages([]);
    setSessionId(next);
  }, [conversationId, queryClient]);

  return { messages, loading, ready: !conversation.isPending, send, reset, sessionId };
}

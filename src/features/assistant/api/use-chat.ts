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
import { type StaffRead, useStaffReplies } from './use-staff-replies.ts';

export function useChat(lang: Language, greeting: string, onError: (e: ChatSendError) => void) {
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState(currentSessionId);
  const conversation = useConversation(sessionId, lang, greeting);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);

  // The stored conversation of this session and language (greeting and earlier messages) replaces the list
  // once, when it arrives; later refetches of it are ignored. It may arrive after the visitor has already sent
  // something (the query client loads with the panel): those messages stay, after it.
  const hydratedFor = useRef<string | null>(null);
  const early = useRef<ChatMessage[]>([]);
  const key = `${sessionId} ${lang}`;
  // Staff replies arrive live; those already shown (by id) are not added again. While staff hold the conversation
  // (as the stored conversation, the last read or the last send said) the chat also polls for them, in case a ping
  // is lost: after a reload too, before the visitor sends anything.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const stored = conversation.data;
    if (!stored || hydratedFor.current === key) return;
    hydratedFor.current = key;
    setMessages([...stored.messages, ...early.current]);
    setHeld(stored.held);
    early.current = [];
  }, [conversation.data, key]);

  const conversationId = conversation.data?.id ?? null;

  const addStaff = useCallback((read: StaffRead) => {
    setHeld(read.held);
    setMessages((m) => {
      const known = new Set(m.map((x) => x.id));
      const fresh = read.messages.filter((s) => !known.has(s.id));
      return fresh.length ? [...m, ...fresh] : m;
    });
  }, []);
  useStaffReplies(conversationId, held, addStaff);

  const send = useCallback(
    async (raw: string) => {
      const content = raw.trim();
      if (!content || busy.current) return;
      busy.current = true;
      setLoading(true);
      const userMessage = localMessage({ role: 'user', content });
      const history = [...messages, userMessage];
      setMessages(history);
      if (hydratedFor.current !== key) early.current.push(userMessage);
      void saveChatMessage(conversationId, userMessage);
      try {
        const reply = await sendChatMessage({
          // A staff reply is the farm's side of the conversation, as the assistant's is.
          messages: history.map((m) => ({ role: m.role === 'staff' ? 'assistant' : m.role, content: m.content })),
          sessionId,
          language: lang,
        });
        // Staff hold the conversation: the assistant stays silent and the person answers.
        setHeld(reply.held);
        if (reply.held) return;
        const assistant = localMessage({ role: 'assistant', content: reply.message, type: reply.type, data: reply.data, follow_up: reply.follow_up });
        setMessages((m) => [...m, assistant]);
        if (hydratedFor.current !== key) early.current.push(assistant);
        void saveChatMessage(conversationId, assistant);
      } catch (e) {
        onError(e as ChatSendError);
      } finally {
        busy.current = false;
        setLoading(false);
      }
    },
    [messages, conversationId, sessionId, lang, key, onError],
  );

  const reset = useCallback(async () => {
    const next = await resetConversation(conversationId);
    queryClient.removeQueries({ queryKey: chatKeys.all });
    setMessages([]);
    setHeld(false);
    setSessionId(next);
  }, [conversationId, queryClient]);

  return { messages, loading, ready: !conversation.isPending, send, reset, sessionId };
}

// @vitest-environment jsdom
// The stored conversation arrives through a query that may answer after the visitor has sent a message (the
// query client loads with the panel): it must put its greeting first and keep what was sent, and a later
// refetch must not wipe the conversation (it once did, mid-test, in the browser suites).
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../types.ts';
import type { Conversation } from './get-conversation.ts';

const state = vi.hoisted(() => ({ conversation: undefined as Conversation | undefined }));

vi.mock('./get-conversation.ts', async (original) => ({
  ...(await original<typeof import('./get-conversation.ts')>()),
  useConversation: () => ({ data: state.conversation, isPending: !state.conversation }),
}));
vi.mock('./send-chat-message.ts', () => ({
  sendChatMessage: vi.fn(async () => ({ message: 'Abbiamo cinque camere.', type: 'text', data: [], follow_up: null })),
}));
vi.mock('./save-chat-message.ts', () => ({ saveChatMessage: vi.fn(async () => undefined) }));
vi.mock('./reset-conversation.ts', () => ({ resetConversation: vi.fn(async () => 'session-2') }));
vi.mock('./session.ts', () => ({ currentSessionId: () => 'session-1' }));

const { useChat } = await import('./use-chat.ts');
const { localMessage } = await import('./get-conversation.ts');

afterEach(() => {
  cleanup();
  state.conversation = undefined;
});

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
const contents = (messages: ChatMessage[]) => messages.map((m) => m.content);
const greeting = (text: string): Conversation => ({ id: 'c1', messages: [localMessage({ role: 'assistant', content: text })], held: false });

describe('useChat', () => {
  it('puts a late stored conversation first and keeps the messages sent before it arrived', async () => {
    const { result, rerender } = renderHook(({ lang }) => useChat(lang, 'Ciao!', () => undefined), { wrapper, initialProps: { lang: 'it' as const } });
    await act(() => result.current.send('che camere avete?'));
    expect(contents(result.current.messages)).toEqual(['che camere avete?', 'Abbiamo cinque camere.']);

    state.conversation = greeting('Ciao!');
    rerender({ lang: 'it' });
    await waitFor(() => expect(contents(result.current.messages)).toEqual(['Ciao!', 'che camere avete?', 'Abbiamo cinque camere.']));

    // A refetch brings a new object with only the greeting: the conversation on screen stays.
    state.conversation = greeting('Ciao!');
    rerender({ lang: 'it' });
    expect(contents(result.current.messages)).toEqual(['Ciao!', 'che camere avete?', 'Abbiamo cinque camere.']);
  });

  it('shows the other language’s conversation when the language changes', async () => {
    state.conversation = greeting('Ciao!');
    const { result, rerender } = renderHook(({ lang }: { lang: 'it' | 'en' }) => useChat(lang, 'Ciao!', () => undefined), { wrapper, initialProps: { lang: 'it' } });
    await waitFor(() => expect(contents(result.current.messages)).toEqual(['Ciao!']));
    state.conversation = greeting('Hello!');
    rerender({ lang: 'en' });
    await waitFor(() => expect(contents(result.current.messages)).toEqual(['Hello!']));
  });
});

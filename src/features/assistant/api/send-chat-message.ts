// Asks the chatbot-ai function for a reply. Errors become a ChatSendError the panel turns into the
// spec's toasts: a rate limit (429, with the seconds to wait), PAYMENT_REQUIRED, anything else (an invalid reply
// included).
import { getSupabase } from '@/integrations/supabase/client.ts';
import { functionError } from '@/integrations/supabase/errors.ts';
import type { Language } from '@/lib/i18n.ts';
import { retryAfterSeconds } from '@/domain/refusals.ts';
import { CHAT_REPLY_TYPES, type ChatReplyType } from '../types.ts';
import { invokeFunction } from '@/integrations/supabase/invoke.ts';

export interface ChatReply {
  message: string;
  type: ChatReplyType;
  data: unknown[];
  follow_up: string | null;
  /** Staff hold the conversation: the assistant said nothing. */
  held: boolean;
}

export class ChatSendError extends Error {
  constructor(
    readonly kind: 'rate_limit' | 'payment_required' | 'other',
    readonly serverMessage: string | null = null,
    /** Seconds to wait after a rate limit, as the server said. */
    readonly retryAfter: number | null = null,
  ) {
    super(kind);
  }
}

export async function sendChatMessage(input: {
  messages: Array<{ role: 'user' | 'assistant'; content: string }>;
  sessionId: string;
  language: Language;
}): Promise<ChatReply> {
  const supabase = await getSupabase();
  const { data, error } = await invokeFunction(supabase, 'chatbot-ai', { body: input });
  if (error) {
    const ctx = (error as { context?: unknown }).context;
    type Body = { error?: unknown; message?: string } | null;
    let body: Body = null;
    if (ctx instanceof Response) body = (await ctx.clone().json().catch(() => null)) as Body;
    const failure = await functionError(error);
    const status = ctx instanceof Response ? ctx.status : failure.status;
    if (status === 429) throw new ChatSendError('rate_limit', null, retryAfterSeconds(failure));
    if (status === 402 || body?.error === 'PAYMENT_REQUIRED') throw new ChatSendError('payment_required', body?.message ?? null);
    throw new ChatSendError('other');
  }
  const reply = data as Partial<ChatReply> | null;
  if (!reply || (typeof reply.message !== 'string' && typeof reply.type !== 'string')) throw new ChatSendError('other');
  return {
    message: reply.message ?? '',
    type: (CHAT_REPLY_TYPES.includes(reply.type ?? '') ? reply.type : 'text') as ChatReplyType,
    data: Array.isArray(reply.data) ? reply.data : [],
    follow_up: typeof reply.follow_up === 'string' && reply.follow_up ? reply.follow_up : null,
    held: reply.held === true,
  };
}

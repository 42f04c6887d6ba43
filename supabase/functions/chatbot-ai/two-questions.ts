// "la colazione è compresa? e la sera si può cenare?", "is there parking? and can we bring the dog?": two questions in
// one message, each answered by its own entry. The whole message scores one entry best and answers it alone; each
// question asked on its own finds the other too, and both are answered, in the order asked.
import type { ChatMessage, Reply } from './types.ts';

/** The questions of a message, each ended by its question mark, with a few words of its own. */
function questionsOf(message: string): string[] {
  const parts = message.split('?').map((p) => p.trim()).filter((p) => p.split(/\s+/).length >= 3);
  return message.split('?').length - 1 >= 2 ? parts : [];
}

type Turn = ChatMessage;

/** The whole message's reply, with the other question's entry answered too: only when each question is answered by a
 * text of its own (no list, no clarifying question, nothing unknown) and the whole answered one of them. The second is
 * asked as the turn after the first, so a question about the same thing ("how do I keep it? in the fridge?") is read
 * of it, as the whole message was. */
export async function eachQuestionAnswered(message: string, whole: Reply, replyTo: (turns: Turn[]) => Promise<Reply>): Promise<Reply> {
  if (whole.type !== 'text' || whole.follow_up) return whole;
  const questions = questionsOf(message);
  if (questions.length !== 2) return whole;
  const [first, second] = questions.map((q) => `${q}?`);
  const firstReply = await replyTo([{ role: 'user', content: first }]);
  const replies = [firstReply, await replyTo([{ role: 'user', content: first }, { role: 'assistant', content: firstReply.message }, { role: 'user', content: second }])];
  if (replies.some((r) => r.type !== 'text' || r.follow_up)) return whole;
  const said = [...new Set(replies.map((r) => r.message))];
  return said.length === 2 && said.includes(whole.message) ? { ...whole, message: said.join(' ') } : whole;
}

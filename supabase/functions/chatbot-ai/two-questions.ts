// "la colazione è compresa? e la sera si può cenare?", "is there parking? and can we bring the dog?": two questions in
// one message, each answered by its own entry. The whole message scores one entry best and answers it alone; each
// question asked on its own finds the other too, and both are answered, in the order asked.
import type { Reply } from './types.ts';

/** The questions of a message, each ended by its question mark, with a few words of its own. */
function questionsOf(message: string): string[] {
  const parts = message.split('?').map((p) => p.trim()).filter((p) => p.split(/\s+/).length >= 3);
  return message.split('?').length - 1 >= 2 ? parts : [];
}

/** The whole message's reply, with the other question's entry answered too: only when each question alone is answered
 * by an entry of the farm's knowledge (`fromEntry`: no text made from the products' or rooms' rows, no list, nothing
 * unknown) and the whole answered one of them. A question about what the one before asked ("how do I keep the
 * caprino? in the fridge?") is answered from the rows, so it never adds an answer about everything. */
export async function eachQuestionAnswered(message: string, whole: Reply, replyTo: (question: string) => Promise<Reply>, fromEntry: (r: Reply) => boolean): Promise<Reply> {
  if (whole.type !== 'text' || !fromEntry(whole)) return whole;
  const questions = questionsOf(message);
  if (questions.length !== 2) return whole;
  const replies = await Promise.all(questions.map((q) => replyTo(`${q}?`)));
  if (replies.some((r) => r.type !== 'text' || !fromEntry(r))) return whole;
  const said = [...new Set(replies.map((r) => r.message))];
  return said.length === 2 && said.includes(whole.message) ? { ...whole, message: said.join(' ') } : whole;
}

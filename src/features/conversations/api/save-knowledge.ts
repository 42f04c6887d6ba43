import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { conversationKeys } from './keys.ts';

const text = (max: number) => z.string().trim().min(1, 'conversations:knowledge.required').max(max);
/** One wording a line; empty lines dropped. */
const lines = z.string().transform((s) => s.split('\n').map((l) => l.trim()).filter(Boolean));

export const knowledgeSchema = z.object({
  topic: text(60),
  question_it: text(300),
  question_en: text(300),
  answer_it: text(2000),
  answer_en: text(2000),
  phrasings_it: lines,
  phrasings_en: lines,
});
export type KnowledgeInput = z.input<typeof knowledgeSchema>;

/** A new entry, an edited one (id), or one taught from the unanswered queue (wording: its group is resolved). */
interface SaveKnowledge {
  id?: string;
  wording?: string;
  values: KnowledgeInput;
  active?: boolean;
}

async function saveKnowledge({ id, wording, values, active }: SaveKnowledge): Promise<void> {
  const v = knowledgeSchema.parse(values);
  const supabase = await getSupabase();
  if (wording !== undefined) {
    unwrap(await supabase.rpc('teach_from_unanswered', {
      p_wording: wording, p_topic: v.topic, p_question_it: v.question_it, p_question_en: v.question_en,
      p_answer_it: v.answer_it, p_answer_en: v.answer_en, p_phrasings_it: v.phrasings_it, p_phrasings_en: v.phrasings_en,
    }));
  } else if (id) {
    unwrap(await supabase.from('chatbot_knowledge').update({ ...v, ...(active === undefined ? {} : { active }) }).eq('id', id));
  } else {
    unwrap(await supabase.from('chatbot_knowledge').insert(v));
  }
}

export function useSaveKnowledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveKnowledge,
    retry: false,
    meta: { errorMessage: 'conversations:knowledge.saveError' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

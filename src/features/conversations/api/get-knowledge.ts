import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { conversationKeys } from './keys.ts';

export interface KnowledgeEntry {
  id: string;
  topic: string;
  question_it: string;
  question_en: string;
  answer_it: string;
  answer_en: string;
  phrasings_it: string[];
  phrasings_en: string[];
  active: boolean;
  updated_at: string;
}

async function getKnowledge(signal: AbortSignal): Promise<KnowledgeEntry[]> {
  const supabase = await getSupabase();
  return unwrap(
    await supabase
      .from('chatbot_knowledge')
      .select('id, topic, question_it, question_en, answer_it, answer_en, phrasings_it, phrasings_en, active, updated_at')
      .order('created_at')
      .abortSignal(signal),
  );
}

const knowledgeQueryOptions = () => queryOptions({ queryKey: conversationKeys.knowledge(), queryFn: ({ signal }) => getKnowledge(signal) });
export const useKnowledge = () => useQuery(knowledgeQueryOptions());

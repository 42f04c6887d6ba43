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
  /** The answers as visitors read them: the farm's contacts ({email}, {phone}, {whatsapp}) filled from the settings. */
  shown_answer_it: string;
  shown_answer_en: string;
  phrasings_it: string[];
  phrasings_en: string[];
  active: boolean;
  updated_at: string;
}

async function getKnowledge(signal: AbortSignal): Promise<KnowledgeEntry[]> {
  const supabase = await getSupabase();
  // knowledge_entries: the texts as staff write them and the answers filled in, in the order they were created.
  return unwrap(await supabase.rpc('knowledge_entries').abortSignal(signal));
}

const knowledgeQueryOptions = () => queryOptions({ queryKey: conversationKeys.knowledge(), queryFn: ({ signal }) => getKnowledge(signal) });
export const useKnowledge = () => useQuery(knowledgeQueryOptions());

// Dead letters and mails that failed at least once (retrying, or sent after failing), newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { adminKeys } from './keys.ts';

type OutboxStatus = 'pending' | 'sending' | 'sent' | 'dead';

export interface OutboxFailure {
  id: number;
  kind: string;
  recipient: string;
  language: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  created_at: string;
}

async function getOutboxFailures(signal: AbortSignal): Promise<OutboxFailure[]> {
  const supabase = await getSupabase();
  return unwrap(
    await supabase
      .from('outbox')
      .select('id, kind, recipient, language, status, attempts, last_error, next_attempt_at, created_at')
      .or('status.eq.dead,last_error.not.is.null')
      .order('created_at', { ascending: false })
      .limit(100)
      .abortSignal(signal),
  ) as OutboxFailure[];
}

const outboxFailuresQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.outboxFailures(), queryFn: ({ signal }) => getOutboxFailures(signal), staleTime: 10_000 });
export const useOutboxFailures = () => useQuery(outboxFailuresQueryOptions());

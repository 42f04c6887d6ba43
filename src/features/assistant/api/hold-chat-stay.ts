// The chat's hold of its rooms while the guest fills in the details: the same hold_stay / release_hold as /prenota
// (integrations/supabase/stay-hold.ts, one client key per tab), so the database keeps anyone else off those nights.
import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { holdStay, releaseHold } from '@/integrations/supabase/stay-hold.ts';
import { chatKeys } from './keys.ts';

/**
 * Holds on `take`; a hold goes the moment the chat lets go of it (`letGo`, a new hold, the flow closed or the chat
 * panel shut), rather than when its 10 minutes run out. One place releases: the effect that owns the hold's id.
 */
export function useChatHold() {
  const queryClient = useQueryClient();
  const hold = useMutation({ mutationFn: holdStay, meta: { silent: true }, retry: false });
  const held = hold.data?.ok ? hold.data : null;
  const heldId = held?.hold_id ?? null;
  useEffect(() => {
    if (!heldId) return;
    return () => {
      // A hold a booking replaced is gone already: releasing it again changes nothing.
      releaseHold(heldId)
        .catch(() => false)
        .finally(() => queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'quote'] }));
    };
  }, [heldId, queryClient]);
  return { hold, held, take: hold.mutate, letGo: hold.reset };
}

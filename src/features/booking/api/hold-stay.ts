// The booking page's hold of the chosen rooms (integrations/supabase/stay-hold.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { holdStay, releaseHold } from '@/integrations/supabase/stay-hold.ts';
import { bookingKeys } from './keys.ts';

export function useHoldStay() {
  return useMutation({ mutationFn: holdStay, meta: { silent: true }, retry: false });
}

/** Frees the nights at once; the quotes asked during the hold answered "held", so they are asked again. */
export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseHold,
    meta: { silent: true },
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...bookingKeys.all, 'quote'] }),
  });
}

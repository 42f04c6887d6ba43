// Signing out from any menu: the feedback and the way home come after the sign-out's promise, not from a per-call
// onSuccess, which never runs once the menu unmounts (the user becomes null before the mutation settles).
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast.tsx';
import { useSignOut } from '@/features/auth/api/sign-out.ts';

/** A handler that signs out, then runs `before` (closing a sheet), says so and goes home. */
export function useSignOutAction(before?: () => void): () => void {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const signOut = useSignOut();
  return () => {
    signOut.mutateAsync().then(
      () => {
        before?.();
        toast.success(t('nav.signedOut'));
        void navigate('/');
      },
      // The mutation cache's onError has shown the translated error.
      () => undefined,
    );
  };
}

// /nuova-password: where the recovery link lands. supabase-js reads the session from the fragment (the link
// signed the user in); a used or expired link leaves GoTrue's error there instead.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { usePageMeta } from '@/hooks/use-page-meta.ts';
import { useSession } from '@/features/auth/api/use-session.ts';
import { AuthShell } from '@/features/auth/components/auth-shell.tsx';
import { CheckInbox } from '@/features/auth/components/check-inbox.tsx';
import { NewPasswordForm } from '@/features/auth/components/new-password-form.tsx';
import { linkErrorCode } from '@/features/auth/recovery-link.ts';

export default function NewPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const session = useSession();
  const [linkError] = useState(() => linkErrorCode(window.location.hash));
  usePageMeta({ title: t('recovery.newTitle') });

  const askAgain = (
    <Link to="/password-dimenticata" className="self-start text-sm font-medium text-olive-800 underline underline-offset-4">
      {t('recovery.askAgain')}
    </Link>
  );
  let body;
  if (linkError) {
    body = (
      <div className="flex flex-col gap-4">
        <CheckInbox title={t('recovery.invalidTitle')} failed>
          <p>{t('recovery.invalidText')}</p>
        </CheckInbox>
        {askAgain}
      </div>
    );
  } else if (session.status === 'loading') {
    body = <p role="status">{t('recovery.checking')}</p>;
  } else if (session.status === 'signed-out') {
    body = (
      <div className="flex flex-col gap-4">
        <CheckInbox title={t('recovery.noLinkTitle')}>
          <p>{t('recovery.noLinkText')}</p>
        </CheckInbox>
        {askAgain}
      </div>
    );
  } else {
    body = <NewPasswordForm onSaved={() => void navigate('/', { replace: true })} />;
  }

  return (
    <AuthShell title={t('recovery.newTitle')} subtitle={session.status === 'signed-in' && !linkError ? t('recovery.newIntro') : undefined}>
      {body}
    </AuthShell>
  );
}

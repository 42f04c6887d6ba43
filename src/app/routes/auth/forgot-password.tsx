// /password-dimenticata: the e-mail that gets a recovery link.
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/hooks/use-page-meta.ts';
import { AuthShell } from '@/features/auth/components/auth-shell.tsx';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  usePageMeta({ title: t('recovery.title') });
  return (
    <AuthShell title={t('recovery.title')} subtitle={t('recovery.intro')}>
      <ForgotPasswordForm />
    </AuthShell>
  );
}

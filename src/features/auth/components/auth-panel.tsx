import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/** The two tabs of /auth. */
export function AuthPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Tabs defaultValue="sign-in">
      <TabsList>
        <TabsTrigger value="sign-in">{t('page.tabSignIn')}</TabsTrigger>
        <TabsTrigger value="sign-up">{t('page.tabSignUp')}</TabsTrigger>
      </TabsList>
      <TabsContent value="sign-in">
        <SignInForm onSignedIn={onSignedIn} />
      </TabsContent>
      <TabsContent value="sign-up">
        <SignUpForm onSignedUp={(signedIn) => signedIn && onSignedIn()} />
      </TabsContent>
    </Tabs>
  );
}

// /profilo: personal data, orders, bookings, favourites and the GDPR actions of the signed-in user.
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { FullPageSpinner } from '@/app/full-page-spinner.tsx';
import { usePageMeta } from '@/hooks/use-page-meta.ts';
import { useSession } from '@/features/auth/api/use-session.ts';
import { MyBookings } from '@/features/account/components/my-bookings.tsx';
import { MyOrders } from '@/features/account/components/my-orders.tsx';
import { PrivacyActions } from '@/features/account/components/privacy-actions.tsx';
import { ProfileDetails } from '@/features/account/components/profile-details.tsx';
import { ProfileFavourites } from './profile-favourites.tsx';

export default function ProfilePage() {
  const { t } = useTranslation('account');
  usePageMeta({ title: t('title') });
  const navigate = useNavigate();
  const session = useSession();
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'signed-out') {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-24 text-center">
        <h1 className="text-4xl">{t('title')}</h1>
        <p className="text-stone-600">{t('signInRequired')}</p>
        <Button asChild>
          <Link to="/auth?redirect=%2Fprofilo">{t('signIn')}</Link>
        </Button>
      </section>
    );
  }
  const { user } = session;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:px-6">
      <h1 className="text-4xl">{t('title')}</h1>
      <ProfileDetails userId={user.id} email={user.email ?? null} />
      <MyOrders userId={user.id} />
      <MyBookings userId={user.id} />
      <ProfileFavourites userId={user.id} />
      <PrivacyActions onDeleted={() => navigate('/', { replace: true })} />
    </div>
  );
}

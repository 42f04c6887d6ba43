import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate } from '@/lib/dates.ts';
import { useProfile } from '../api/get-profile.ts';

export function ProfileDetails({ userId, email }: { userId: string; email: string | null }) {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'it';
  const { data: profile, isPending } = useProfile(userId);
  if (isPending) return <Skeleton className="h-32 w-full" />;
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="personal" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 id="personal" className="mb-3 text-2xl">{t('personal.title')}</h2>
      <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="font-semibold text-olive-900">{t('personal.name')}</dt>
        <dd>{name || '—'}</dd>
        <dt className="font-semibold text-olive-900">{t('personal.email')}</dt>
        <dd className="break-all">{profile?.email ?? email}</dd>
        <dt className="font-semibold text-olive-900">{t('personal.newsletter')}</dt>
        <dd>{profile?.newsletter_consent ? t('personal.newsletterYes') : t('personal.newsletterNo')}</dd>
      </dl>
      {profile && <p className="mt-3 text-sm text-stone-500">{t('personal.since', { date: formatDate(profile.created_at, lang) })}</p>}
    </section>
  );
}

import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CancellationPolicy } from '@/domain/settings.ts';

interface PolicyContacts {
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  cin?: string | null;
}

export interface BookingPolicyProps {
  /** From the settings table; undefined while loading. */
  contacts: PolicyContacts | undefined;
  contactsFailed: boolean;
  /** The figures the database charges by (settings.cancellation_policy); undefined while loading. */
  cancellation: CancellationPolicy | undefined;
}

const CANCELLATION_TIERS = ['free', 'half', 'full'];

const SECTIONS = [
  { id: 'cancellation', key: 'cancellation', items: ['free', 'half', 'full', 'all'] },
  { id: 'payment', key: 'payment', items: ['guarantee', 'card', 'onsite', 'storage'] },
  { id: 'check-in', key: 'checkin', items: ['in', 'out'] },
  { id: 'house-rules', key: 'rules', items: ['quiet', 'smoking', 'pets', 'children', 'id'] },
] as const;

/** The policy is in Italian only, whatever the interface language (spec §1). */
export function BookingPolicy({ contacts, contactsFailed, cancellation }: BookingPolicyProps) {
  const { t } = useTranslation('policy', { lng: 'it' });
  const { t: tUi } = useTranslation('policy');
  const { i18n } = useTranslation();
  const notItalian = i18n.resolvedLanguage !== 'it';

  return (
    <article lang="it" className="flex flex-col gap-8">
      <header className="flex flex-col gap-3">
        <h1 className="font-serif text-3xl sm:text-4xl">{t('title')}</h1>
        {notItalian && (
          <p lang="en" className="w-fit rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {tUi('italianOnly')}
          </p>
        )}
        <p className="text-stone-700">{t('intro')}</p>
        <nav aria-label={t('toc')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {[...SECTIONS.map((s) => s), { id: 'compliance', key: 'compliance' }, { id: 'contact', key: 'contact' }].map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="inline-block min-h-6 py-0.5 font-medium text-olive-800 underline underline-offset-4">
                  {t(`${s.key}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      {SECTIONS.map((s) => (
        <Section key={s.id} id={s.id} title={t(`${s.key}.title`)}>
          <ul className="flex list-disc flex-col gap-2 pl-5">
            {s.id === 'cancellation' && !cancellation && (
              <li role="status">{t(contactsFailed ? 'cancellation.unavailable' : 'cancellation.loading')}</li>
            )}
            {s.items.map((item) =>
              s.id === 'cancellation' && CANCELLATION_TIERS.includes(item) ? (
                cancellation && (
                  <li key={item}>
                    {t(`cancellation.${item}`, {
                      freeOverDays: cancellation.free_over_days,
                      partialFromDays: cancellation.partial_from_days,
                      partialPercent: cancellation.partial_percent,
                    })}
                  </li>
                )
              ) : (
                <li key={item}>{t(`${s.key}.${item}`)}</li>
              ),
            )}
          </ul>
          {s.id === 'cancellation' && (
            <p>
              <Trans
                t={t}
                i18nKey="cancellation.manage"
                components={{ lookup: <Link to="/prenotazione" className="font-medium text-olive-800 underline underline-offset-4" /> }}
              />
            </p>
          )}
        </Section>
      ))}

      <Section id="compliance" title={t('compliance.title')}>
        <ul className="flex list-disc flex-col gap-2 pl-5">
          <li>{t('compliance.registration')}</li>
          {contacts?.cin && <li>{t('compliance.cin', { cin: contacts.cin })}</li>}
          <li>{t('compliance.privacy')}</li>
        </ul>
      </Section>

      <Section id="contact" title={t('contact.title')}>
        <p>{t('contact.text')}</p>
        {contacts ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {contacts.email && (
              <>
                <dt className="text-stone-600">{t('contact.email')}</dt>
                <dd>
                  <a href={`mailto:${contacts.email}`} className="text-olive-800 underline underline-offset-4">
                    {contacts.email}
                  </a>
                </dd>
              </>
            )}
            {contacts.phone && (
              <>
                <dt className="text-stone-600">{t('contact.phone')}</dt>
                <dd>
                  <a href={`tel:${contacts.phone.replace(/\s/g, '')}`} className="text-olive-800 underline underline-offset-4">
                    {contacts.phone}
                  </a>
                </dd>
              </>
            )}
            {contacts.address && (
              <>
                <dt className="text-stone-600">{t('contact.address')}</dt>
                <dd>{contacts.address}</dd>
              </>
            )}
          </dl>
        ) : (
          <p role="status" className="text-sm text-stone-600">
            {contactsFailed ? t('contact.unavailable') : t('contact.loading')}
          </p>
        )}
      </Section>
    </article>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 flex flex-col gap-3 leading-relaxed text-stone-800">
      <h2 id={`${id}-title`} className="font-serif text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

import { lazy, Suspense } from 'react';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, InstagramIcon } from '@/components/brand/social-icons.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { WhenNear } from '@/components/ui/when-near.tsx';

// The form (react-hook-form + zod) sits at the bottom of the home page: it loads when the visitor comes near.
const ContactForm = lazy(() => import('./contact-form.tsx').then((m) => ({ default: m.ContactForm })));

export interface ContactDetails {
  address?: string;
  phone?: string;
  email?: string;
  whatsapp?: string;
  facebook?: string;
  instagram?: string;
}

const formPlaceholder = <Skeleton className="min-h-[32rem] w-full rounded-2xl" />;

const rowLink = 'inline-flex min-h-6 items-center gap-3 hover:text-terracotta-700 hover:underline underline-offset-4';

/** Contacts (#contatti): opening hours, ways to reach us, social links and the message form. */
export function ContactSection({ details, headingLevel = 2 }: { details: ContactDetails; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('contact');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section id="contatti" aria-labelledby="contatti-title" className="mx-auto max-w-7xl px-6 py-20 sm:py-28">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <p className="mb-3 text-xs font-semibold uppercase tracking-[0.3em] text-terracotta-700">{t('section.eyebrow')}</p>
          <Heading id="contatti-title" className="text-3xl leading-tight sm:text-5xl">{t('section.title')}</Heading>
          <p className="mt-6 text-lg leading-relaxed text-stone-700">{t('section.text')}</p>
          <ul className="mt-8 flex flex-col gap-4 text-stone-800">
            {details.address && <li className="flex gap-3"><MapPin className="mt-0.5 size-5 shrink-0 text-olive-600" aria-hidden />{details.address}</li>}
            {details.phone && (
              <li><a className={rowLink} href={`tel:${details.phone.replace(/\s/g, '')}`}><Phone className="size-5 text-olive-600" aria-hidden />{details.phone}</a></li>
            )}
            {details.whatsapp && (
              <li><a className={rowLink} href={`https://wa.me/${details.whatsapp.replace(/\D/g, '')}`} rel="noopener noreferrer" target="_blank"><MessageCircle className="size-5 text-olive-600" aria-hidden />{t('section.whatsapp', { number: details.whatsapp })}</a></li>
            )}
            {details.email && (
              <li><a className={rowLink} href={`mailto:${details.email}`}><Mail className="size-5 text-olive-600" aria-hidden />{details.email}</a></li>
            )}
          </ul>
          <div className="mt-8 rounded-2xl bg-cream-100 p-5">
            <p className="flex items-center gap-2 font-semibold text-olive-950"><Clock className="size-5 text-olive-600" aria-hidden />{t('hours.title')}</p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-stone-700">
              <dt>{t('hours.weekdaysLabel')}</dt><dd>{t('hours.weekdaysValue')}</dd>
              <dt>{t('hours.sundayLabel')}</dt><dd>{t('hours.sundayValue')}</dd>
            </dl>
          </div>
          <div className="mt-6 flex gap-3">
            {details.facebook && (
              <a href={details.facebook} rel="noopener noreferrer" target="_blank" aria-label={t('section.facebook')} className="grid size-11 place-items-center rounded-full bg-olive-700 text-white hover:bg-olive-800"><FacebookIcon className="size-5" /></a>
            )}
            {details.instagram && (
              <a href={details.instagram} rel="noopener noreferrer" target="_blank" aria-label={t('section.instagram')} className="grid size-11 place-items-center rounded-full bg-olive-700 text-white hover:bg-olive-800"><InstagramIcon className="size-5" /></a>
            )}
          </div>
        </div>
        <WhenNear placeholder={formPlaceholder}>
          <Suspense fallback={formPlaceholder}>
            <ContactForm />
          </Suspense>
        </WhenNear>
      </div>
    </section>
  );
}

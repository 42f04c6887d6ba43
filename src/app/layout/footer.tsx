import { Mail, MapPin, Phone } from 'lucide-react';
import { FacebookIcon, InstagramIcon } from '@/components/brand/social-icons.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/brand/logo.tsx';
import { useSettings } from '@/features/info/api/get-settings.ts';
import { SECTION_ANCHORS } from './nav-links.ts';
import { SectionLink } from './section-link.tsx';

const linkClass = 'inline-flex min-h-8 items-center hover:text-white hover:underline underline-offset-4';

export function Footer() {
  const { t } = useTranslation('common');
  const { data: settings } = useSettings();
  // Only a web address: the setting is the owner's data, and a javascript: link would run in the farm's pages.
  const credit = settings?.site_credit && /^https:\/\//.test(settings.site_credit.url) ? settings.site_credit : undefined;

  return (
    <footer className="bg-olive-950 text-olive-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <Logo light />
          <p className="max-w-xs text-sm leading-relaxed text-olive-200">{t('footer.about')}</p>
          <div className="flex gap-2">
            {settings?.social?.facebook && (
              <a href={settings.social.facebook} aria-label={t('social.facebook')} className="grid size-10 place-items-center rounded-full bg-white/10 hover:bg-white/20" rel="noopener noreferrer" target="_blank">
                <FacebookIcon className="size-5" aria-hidden />
              </a>
            )}
            {settings?.social?.instagram && (
              <a href={settings.social.instagram} aria-label={t('social.instagram')} className="grid size-10 place-items-center rounded-full bg-white/10 hover:bg-white/20" rel="noopener noreferrer" target="_blank">
                <InstagramIcon className="size-5" aria-hidden />
              </a>
            )}
          </div>
        </div>

        <nav aria-label={t('footer.sectionsLabel')}>
          <h2 className="mb-3 font-sans text-xs font-semibold uppercase tracking-[0.2em] text-olive-300">{t('footer.discover')}</h2>
          <ul className="flex flex-col gap-1 text-sm">
            {SECTION_ANCHORS.map((anchor) => (
              <li key={anchor}>
                <SectionLink anchor={anchor} className={linkClass}>
                  {t(`sections.${anchor}`)}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label={t('footer.infoLabel')}>
          <h2 className="mb-3 font-sans text-xs font-semibold uppercase tracking-[0.2em] text-olive-300">{t('footer.info')}</h2>
          <ul className="flex flex-col gap-1 text-sm">
            <li><Link to="/prenota" className={linkClass}>{t('nav.book')}</Link></li>
            <li><Link to="/formaggi" className={linkClass}>{t('footer.cheeses')}</Link></li>
            <li><Link to="/salumi" className={linkClass}>{t('footer.curedMeats')}</Link></li>
            <li><Link to="/newsletter" className={linkClass}>{t('footer.newsletter')}</Link></li>
            <li><Link to="/blog" className={linkClass}>{t('footer.blog')}</Link></li>
            <li><Link to="/privacy-policy" className={linkClass}>{t('footer.privacy')}</Link></li>
            <li><Link to="/termini-e-condizioni" className={linkClass}>{t('footer.terms')}</Link></li>
            <li><Link to="/booking-policy" className={linkClass}>{t('footer.bookingPolicy')}</Link></li>
          </ul>
        </nav>

        <div>
          <h2 className="mb-3 font-sans text-xs font-semibold uppercase tracking-[0.2em] text-olive-300">{t('footer.contacts')}</h2>
          <ul className="flex flex-col gap-2 text-sm">
            {settings?.address && (
              <li className="flex gap-2"><MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />{settings.address}</li>
            )}
            {settings?.contact_phone && (
              <li><a href={`tel:${settings.contact_phone.replace(/\s/g, '')}`} className={`${linkClass} gap-2`}><Phone className="size-4" aria-hidden />{settings.contact_phone}</a></li>
            )}
            {settings?.contact_email && (
              <li><a href={`mailto:${settings.contact_email}`} className={`${linkClass} gap-2`}><Mail className="size-4" aria-hidden />{settings.contact_email}</a></li>
            )}
            <li className="pt-2 text-olive-200">{t('hours.weekdays')}</li>
            <li className="text-olive-200">{t('hours.sunday')}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-6 py-5 text-xs text-olive-300 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          {settings?.cin && <p data-testid="cin">{t('footer.cin', { cin: settings.cin })}</p>}
          {credit && (
            <a href={credit.url} className={linkClass} rel="noopener noreferrer" target="_blank">
              {t('footer.credit', { name: credit.name })}
            </a>
          )}
        </div>
      </div>
    </footer>
  );
}

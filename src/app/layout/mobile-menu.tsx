import { CalendarDays, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { User } from '@supabase/supabase-js';
import { SheetDescription, SheetTitle } from '@/components/ui/sheet.tsx';
import { displayName } from '@/features/auth/display-name.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { SECTION_ANCHORS } from './nav-links.ts';
import { SectionLink } from './section-link.tsx';
import { useSignOutAction } from './use-sign-out-action.ts';

/** The navigation of the phone layout (768 px and below), inside the side sheet. */
export function MobileMenu({ user, onNavigate }: { user: User | null; onNavigate: () => void }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const signOut = useSignOutAction(onNavigate);
  const rowClass = 'flex min-h-12 w-full cursor-pointer items-center gap-3 text-lg';

  return (
    <div className="flex min-h-full flex-col gap-6 px-6 pb-8 pt-6 text-olive-950">
      <SheetTitle className="font-serif text-2xl">{t('nav.menu')}</SheetTitle>
      <SheetDescription className="sr-only">{t('nav.menuDescription')}</SheetDescription>
      <ul className="flex flex-col divide-y divide-stone-200 border-y border-stone-200">
        {SECTION_ANCHORS.map((anchor) => (
          <li key={anchor}>
            <SectionLink anchor={anchor} onNavigate={onNavigate} className={rowClass}>
              {t(`sections.${anchor}`)}
            </SectionLink>
          </li>
        ))}
      </ul>
      <Link
        to="/prenota"
        onClick={onNavigate}
        className="flex h-12 items-center justify-center gap-2 rounded-full bg-terracotta-600 font-semibold text-white"
      >
        <CalendarDays className="size-4" aria-hidden />
        {t('nav.book')}
      </Link>
      <div className="flex flex-col gap-1">
        {user ? (
          <>
            <Link to="/profilo" onClick={onNavigate} className={rowClass}>
              <UserRound className="size-5" aria-hidden />
              {t('nav.profileOf', { name: displayName(user) ?? t('nav.userFallback') })}
            </Link>
            <button
              type="button"
              className={rowClass}
              onClick={signOut}
            >
              <LogOut className="size-5" aria-hidden />
              {t('nav.logout')}
            </button>
          </>
        ) : (
          <Link
            to={pathname === '/checkout' ? '/auth?redirect=%2Fcheckout' : '/auth'}
            onClick={onNavigate}
            className={rowClass}
          >
            <UserRound className="size-5" aria-hidden />
            {t('nav.login')}
          </Link>
        )}
      </div>
      <div className="mt-auto">
        <LanguageSwitch />
      </div>
    </div>
  );
}

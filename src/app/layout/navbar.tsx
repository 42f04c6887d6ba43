import { lazy, Suspense, useRef, useState } from 'react';
import { clsx } from 'clsx';
import { CalendarDays, Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Logo } from '@/components/brand/logo.tsx';
import { CartButton } from '@/features/cart/components/cart-button.tsx';
import { useSession } from '@/features/auth/api/use-session.ts';
import { useScrolled } from '@/hooks/use-scrolled.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { SECTION_ANCHORS } from './nav-links.ts';
import { SectionLink } from './section-link.tsx';
import { UserMenu } from './user-menu.tsx';
import { withQueryClient } from '@/lib/query-boundary.tsx';

// The phone menu's sheet (a Radix dialog) loads when first opened or hovered, not with the page.
const loadMenu = () => import('./mobile-menu-sheet.tsx');
const MobileMenuSheet = lazy(() => loadMenu().then((m) => ({ default: withQueryClient(m.MobileMenuSheet) })));

export function Navbar() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const scrolled = useScrolled(50);
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const onHome = pathname === '/';
  // White text over the home hero photo until the bar turns solid.
  const overHero = onHome && !scrolled && !menuOpen;

  const logo = <Logo light={overHero} />;

  return (
    <header
      data-scrolled={scrolled}
      className={clsx(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,color] duration-300',
        scrolled ? 'bg-cream-50/95 text-olive-950 shadow-md backdrop-blur' : 'bg-transparent',
        // Over the hero a soft shade keeps the white logo and links readable whatever the photo (or before it loads).
        overHero ? 'bg-gradient-to-b from-black/40 to-transparent text-white' : 'text-olive-950',
      )}
    >
      <nav aria-label={t('nav.label')} className="mx-auto flex h-18 max-w-7xl items-center gap-2 px-4 sm:px-6">
        {/* On the home the logo scrolls back to the top instead of navigating. */}
        <Link
          to="/"
          onClick={(e) => {
            if (!onHome) return;
            e.preventDefault();
            // Reduced motion: jump, do not glide.
            const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
            window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
          }}
          className="rounded-lg"
        >
          {logo}
          {/* The visible name stays the start of the link's name (WCAG 2.5.3); the hint is for screen readers. */}
          <span className="sr-only">, {t(onHome ? 'nav.home' : 'nav.toHome')}</span>
        </Link>

        <ul className="ml-auto hidden items-center gap-0.5 nav:flex xl:gap-1">
          {SECTION_ANCHORS.map((anchor) => (
            <li key={anchor}>
              <SectionLink
                anchor={anchor}
                className="rounded-full px-2 py-2 text-[0.8rem] font-medium tracking-wide hover:bg-current/10 lg:px-2.5 lg:text-sm"
              >
                {t(`sections.${anchor}`)}
              </SectionLink>
            </li>
          ))}
        </ul>

        <div className="ml-auto flex items-center gap-1 nav:ml-2">
          <Link
            to="/prenota"
            className="hidden h-10 items-center gap-2 rounded-full bg-terracotta-600 px-4 text-sm font-semibold text-white shadow-sm hover:bg-terracotta-700 nav:flex"
          >
            <CalendarDays className="size-4" aria-hidden />
            {t('nav.book')}
          </Link>
          <LanguageSwitch className="hidden nav:inline-flex" />
          <CartButton />
          <UserMenu user={user} className="hidden nav:flex" />

          <button
            ref={menuButton}
            type="button"
            className="grid size-10 cursor-pointer place-items-center rounded-full nav:hidden"
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            data-state={menuOpen ? 'open' : 'closed'}
            onPointerEnter={() => void loadMenu()}
            onFocus={() => void loadMenu()}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
          >
            <Menu className="size-6" aria-hidden />
          </button>
          {menuWanted && (
            <Suspense fallback={null}>
              <MobileMenuSheet user={user} open={menuOpen} onOpenChange={setMenuOpen} returnFocus={menuButton} />
            </Suspense>
          )}
        </div>
      </nav>
    </header>
  );
}

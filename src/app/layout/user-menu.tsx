import { LogOut, User as UserIcon, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { User } from '@supabase/supabase-js';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { displayName } from '@/features/auth/display-name.ts';
import { useSignOut } from '@/features/auth/api/sign-out.ts';
import { cn } from '@/lib/cn.ts';

const triggerClass =
  'flex h-10 cursor-pointer items-center gap-2 rounded-full px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2';

/** Login link, or the signed-in user's menu. From /checkout the login returns to /checkout. */
export function UserMenu({ user, className }: { user: User | null; className?: string }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();

  if (!user) {
    const to = pathname === '/checkout' ? '/auth?redirect=%2Fcheckout' : '/auth';
    return (
      <Link to={to} className={cn(triggerClass, className)}>
        <UserRound className="size-5" aria-hidden />
        <span>{t('nav.login')}</span>
      </Link>
    );
  }

  const name = displayName(user) ?? t('nav.userFallback');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={cn(triggerClass, className)} aria-label={t('nav.userMenu', { name })}>
        <UserRound className="size-5" aria-hidden />
        <span className="max-w-28 truncate">{name}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{user.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profilo')}>
          <UserIcon className="size-4" aria-hidden />
          {t('nav.profile')}
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() =>
            signOut.mutate(undefined, {
              onSuccess: () => {
                toast.success(t('nav.signedOut'));
                navigate('/');
              },
            })
          }
        >
          <LogOut className="size-4" aria-hidden />
          {t('nav.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

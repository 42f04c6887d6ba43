import { LogOut, User as UserIcon, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { User } from '@supabase/supabase-js';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { cn } from '@/lib/cn.ts';
import { useSignOutAction } from './use-sign-out-action.ts';
import { triggerClass } from './user-menu-trigger.ts';

/** The signed-in user's menu: name, profile and logout. */
export function SignedInMenu({ user, name, className }: { user: User; name: string; className?: string }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const signOut = useSignOutAction();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={cn(className ?? 'flex', triggerClass)} aria-label={t('nav.userMenu', { name })}>
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
        <DropdownMenuItem onSelect={signOut}>
          <LogOut className="size-4" aria-hidden />
          {t('nav.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { Check, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { cn } from '@/lib/cn.ts';
import { LANGUAGES, currentLanguage, setLanguage } from '@/lib/i18n.ts';

export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const active = currentLanguage();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          'flex h-10 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-semibold uppercase',
          'focus-visible:outline-2 focus-visible:outline-offset-2',
          className,
        )}
        aria-label={t('language.choose')}
      >
        <Globe className="size-4" aria-hidden />
        {active}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {LANGUAGES.map((lang) => (
          <DropdownMenuItem key={lang} lang={lang} onSelect={() => void setLanguage(lang)}>
            <Check className={cn('size-4', lang === active ? 'opacity-100' : 'opacity-0')} aria-hidden />
            {t(`language.${lang}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

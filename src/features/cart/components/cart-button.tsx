// Placeholder: the shop engineer replaces this with the real cart button and drawer.
import { ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';

export function CartButton({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const count = 0;
  return (
    <button
      type="button"
      className={cn('relative grid size-10 cursor-pointer place-items-center rounded-full', className)}
      aria-label={t('nav.cart', { count })}
    >
      <ShoppingBag className="size-5" aria-hidden />
      <span className="absolute -right-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-terracotta-600 px-1 text-[0.7rem] font-semibold leading-5 text-white">
        {count}
      </span>
    </button>
  );
}

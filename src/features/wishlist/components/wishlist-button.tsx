import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { cn } from '@/lib/cn.ts';
import { useWishlist } from '../api/get-wishlist.ts';
import { useToggleWishlist } from '../api/toggle-wishlist.ts';

/** The heart. A visitor gets the login-required message instead of a toggle. */
export function WishlistButton({ productId, userId, className }: { productId: string; userId: string | null; className?: string }) {
  const { t } = useTranslation('wishlist');
  const { data: ids = [] } = useWishlist(userId);
  const toggle = useToggleWishlist();
  const on = ids.includes(productId);

  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={on ? t('remove') : t('add')}
      data-testid="wishlist-toggle"
      onClick={() => {
        if (!userId) {
          toast.error(t('loginRequiredTitle'), { description: t('loginRequired') });
          return;
        }
        toggle.mutate(
          { userId, productId, on: !on },
          { onSuccess: () => toast.success(on ? t('removed') : t('added')) },
        );
      }}
      className={cn(
        'grid size-12 cursor-pointer place-items-center rounded-full border border-stone-300 bg-white transition hover:border-terracotta-600',
        className,
      )}
    >
      <Heart className={cn('size-6', on ? 'fill-terracotta-600 text-terracotta-600' : 'text-stone-600')} aria-hidden />
    </button>
  );
}

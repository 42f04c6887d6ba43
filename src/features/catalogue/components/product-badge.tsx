import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { productBadgeClass, productBadgeTone } from '@/components/ui/badge-tone.ts';

export function ProductBadge({ badge, className }: { badge: string | null; className?: string }) {
  const { t } = useTranslation('catalogue');
  const tone = productBadgeTone(badge);
  if (!tone || !badge) return null;
  return (
    <span
      data-tone={tone}
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide shadow-sm', productBadgeClass[tone], className)}
    >
      {tone === 'neutral' ? badge : t(`badge.${badge}`)}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { badgeTone, type BadgeTone } from '../product-labels.ts';

const toneClass: Record<BadgeTone, string> = {
  bestseller: 'bg-terracotta-600 text-white',
  nuovo: 'bg-olive-600 text-white',
  premium: 'bg-amber-500 text-amber-950',
  esclusivo: 'bg-stone-900 text-amber-200',
  neutral: 'bg-stone-100 text-stone-800',
};

export function ProductBadge({ badge, className }: { badge: string | null; className?: string }) {
  const { t } = useTranslation('catalogue');
  const tone = badgeTone(badge);
  if (!tone || !badge) return null;
  return (
    <span
      data-tone={tone}
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide shadow-sm', toneClass[tone], className)}
    >
      {tone === 'neutral' ? badge : t(`badge.${badge}`)}
    </span>
  );
}

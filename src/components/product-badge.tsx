// A product's badge (one of the spec's keys) named in the page's language: the catalogue's cards and page, and the home's bestsellers.
import { cn } from '@/lib/cn.ts';
import { useEnumLabel } from '@/domain/enum-labels.ts';
import { productBadgeClass, productBadgeTone } from '@/components/ui/badge-tone.ts';

export function ProductBadge({ badge, className }: { badge: string | null; className?: string }) {
  const label = useEnumLabel();
  const tone = productBadgeTone(badge);
  if (!tone || !badge) return null;
  return (
    <span
      data-tone={tone}
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide shadow-sm', productBadgeClass[tone], className)}
    >
      {label('productBadge', badge)}
    </span>
  );
}

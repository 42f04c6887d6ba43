import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn.ts';

const tones = {
  olive: 'bg-olive-100 text-olive-900',
  terracotta: 'bg-terracotta-600 text-white',
  neutral: 'bg-stone-100 text-stone-800',
  success: 'bg-emerald-100 text-emerald-900',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-900',
} as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: keyof typeof tones;
}

export function Badge({ className, tone = 'olive', ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}

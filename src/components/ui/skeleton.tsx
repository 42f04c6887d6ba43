import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn.ts';

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden className={cn('animate-pulse rounded-lg bg-stone-200/80', className)} {...props} />;
}

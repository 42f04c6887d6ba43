// The button look as a class string, for elements that are not a <Button> (and for the first render, which
// should not carry tailwind-merge: these classes never conflict, so clsx joins them).
import { clsx } from 'clsx';

const buttonVariants = {
  primary: 'bg-olive-700 text-cream-50 hover:bg-olive-800 shadow-sm',
  accent: 'bg-terracotta-600 text-white hover:bg-terracotta-700 shadow-sm',
  outline: 'border border-olive-700/40 bg-transparent text-olive-900 hover:bg-olive-700/10',
  ghost: 'bg-transparent hover:bg-stone-900/5',
  light: 'bg-white/90 text-olive-900 hover:bg-white shadow-sm',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  link: 'bg-transparent underline-offset-4 hover:underline text-olive-800 px-0',
} as const;

const buttonSizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
  icon: 'h-10 w-10 p-0',
} as const;

export type ButtonVariant = keyof typeof buttonVariants;
export type ButtonSize = keyof typeof buttonSizes;

export function buttonClassName({ variant = 'primary', size = 'md' }: { variant?: ButtonVariant; size?: ButtonSize } = {}): string {
  return clsx(
    'inline-flex min-h-6 cursor-pointer items-center justify-center gap-2 rounded-full font-medium tracking-wide transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-600',
    'disabled:pointer-events-none disabled:opacity-55',
    buttonVariants[variant],
    buttonSizes[size],
  );
}

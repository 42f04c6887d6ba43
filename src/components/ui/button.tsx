import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

const variants = {
  primary: 'bg-olive-700 text-cream-50 hover:bg-olive-800 shadow-sm',
  accent: 'bg-terracotta-600 text-white hover:bg-terracotta-700 shadow-sm',
  outline: 'border border-olive-700/40 bg-transparent text-olive-900 hover:bg-olive-700/10',
  ghost: 'bg-transparent hover:bg-stone-900/5',
  light: 'bg-white/90 text-olive-900 hover:bg-white shadow-sm',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
  link: 'bg-transparent underline-offset-4 hover:underline text-olive-800 px-0',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
  icon: 'h-10 w-10 p-0',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (e.g. a router Link) with the button's look. */
  asChild?: boolean;
  /** Shows a spinner and disables the button. */
  pending?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant = 'primary', size = 'md', asChild, pending, disabled, children, type, ...props },
  ref,
) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      ref={ref}
      type={asChild ? undefined : (type ?? 'button')}
      disabled={asChild ? undefined : disabled || pending}
      aria-busy={pending || undefined}
      className={cn(
        'inline-flex min-h-6 cursor-pointer items-center justify-center gap-2 rounded-full font-medium tracking-wide transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-600',
        'disabled:pointer-events-none disabled:opacity-55',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {pending && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {children}
        </>
      )}
    </Comp>
  );
});

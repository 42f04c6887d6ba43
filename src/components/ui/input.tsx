import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn.ts';

export const fieldClass =
  'w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 placeholder:text-stone-400 ' +
  'focus-visible:border-olive-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-olive-600/40 ' +
  'aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:bg-stone-100';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  return <input ref={ref} type={type} className={cn(fieldClass, 'h-11', className)} {...props} />;
});

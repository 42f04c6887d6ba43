// The browser's own checkbox, drawn in the house style. Not Radix's button checkbox: inside a form that one adds a
// hidden input and measures every box when the form opens (a forced layout each: ~0.3 s of a slow phone's tap for
// the rate rule's 21 day boxes). Native, it is named by its label, toggled by Space and by its label, and sent
// with the form as it is.
import { forwardRef, type InputHTMLAttributes } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { className, checked, onCheckedChange, ...props },
  ref,
) {
  return (
    <span className="relative grid size-6 shrink-0 place-items-center">
      <input
        ref={ref}
        type="checkbox"
        checked={checked ?? false}
        onChange={(e) => onCheckedChange?.(e.target.checked)}
        className={cn(
          'peer col-start-1 row-start-1 size-6 cursor-pointer appearance-none rounded-md border border-stone-400 bg-white',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-600',
          'checked:border-olive-700 checked:bg-olive-700',
          'aria-invalid:border-red-600 disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
        {...props}
      />
      <Check className="pointer-events-none col-start-1 row-start-1 hidden size-4 text-white peer-checked:block" strokeWidth={3} aria-hidden />
    </span>
  );
});

import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn.ts';
import { fieldClass } from './input.tsx';

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function Textarea({ className, rows = 5, ...props }, ref) {
    return <textarea ref={ref} rows={rows} className={cn(fieldClass, 'min-h-24', className)} {...props} />;
  },
);

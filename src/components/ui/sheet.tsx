// Side drawer (cart, mobile menu): a Radix dialog anchored to one edge.
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from '@/lib/cn.ts';
import { CloseButton, DialogOverlay } from './dialog.tsx';
import { useReturnFocus } from './use-return-focus.ts';

export const Sheet = DialogPrimitive.Root;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

const sides = {
  right: 'inset-y-0 right-0 h-full w-full max-w-[360px] data-[state=open]:animate-slide-in-right',
  left: 'inset-y-0 left-0 h-full w-full max-w-[360px] data-[state=open]:animate-slide-in-left',
  top: 'inset-x-0 top-0 w-full data-[state=open]:animate-fade-in',
} as const;

export interface SheetContentProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  side?: keyof typeof sides;
}

export const SheetContent = forwardRef<ElementRef<typeof DialogPrimitive.Content>, SheetContentProps>(
  function SheetContent({ side = 'right', className, children, onOpenAutoFocus, onCloseAutoFocus, ...props }, ref) {
    const returnFocus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
    return (
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          ref={ref}
          className={cn(
            'fixed z-50 flex flex-col overflow-y-auto bg-cream-50 shadow-2xl focus:outline-none',
            sides[side],
            className,
          )}
          {...props}
          {...returnFocus}
        >
          {children}
          <CloseButton />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    );
  },
);

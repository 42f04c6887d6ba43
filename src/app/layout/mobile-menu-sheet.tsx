// The phone menu inside its side sheet; a chunk of its own so the dialog code loads on first use.
import type { RefObject } from 'react';
import type { User } from '@supabase/supabase-js';
import { Sheet, SheetContent } from '@/components/ui/sheet.tsx';
import { MobileMenu } from './mobile-menu.tsx';

interface Props {
  user: User | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets the focus back on close (it is not a Radix trigger). */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

export function MobileMenuSheet({ user, open, onOpenChange, returnFocus }: Props) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        aria-describedby={undefined}
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <MobileMenu user={user} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}

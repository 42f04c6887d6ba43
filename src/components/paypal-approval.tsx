// The simulated provider's PayPal approval step: where a real PayPal sends the payer to its own page (approve
// or cancel, then back to the site), the simulation asks here. The answer goes back to the payments function,
// which captures and books (approve) or ends the attempt (cancel); the browser decides nothing else.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { formatEuro } from '@/lib/money.ts';

export interface PayPalApprovalRequest {
  approveUrl: string;
  totalCents: number;
}

export function usePayPalApproval(): { approvePayPal: (r: PayPalApprovalRequest) => Promise<boolean>; dialog: ReactNode } {
  const { t } = useTranslation('common');
  const [request, setRequest] = useState<PayPalApprovalRequest | null>(null);
  const resolver = useRef<((approved: boolean) => void) | null>(null);

  const approvePayPal = useCallback(
    (r: PayPalApprovalRequest) =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setRequest(r);
      }),
    [],
  );
  const answer = (approved: boolean) => {
    resolver.current?.(approved);
    resolver.current = null;
    setRequest(null);
  };

  const dialog = (
    <ConfirmDialog
      open={request !== null}
      onOpenChange={(open) => !open && answer(false)}
      title={t('paypal.title')}
      description={t('paypal.description', { amount: formatEuro({ cents: request?.totalCents ?? 0 }) })}
      confirmLabel={t('paypal.approve')}
      cancelLabel={t('paypal.cancel')}
      onConfirm={() => answer(true)}
    />
  );
  return { approvePayPal, dialog };
}

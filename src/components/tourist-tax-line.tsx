import { useTranslation } from 'react-i18next';
import { formatEuro } from '@/lib/money.ts';

/**
 * "Tourist tax: X €, paid at the property", beside a stay's total (booking summary, confirmation). The tax is
 * never part of the card guarantee, so the line says so; no line when the tax is off or zero.
 */
export function TouristTaxLine({ cents, className }: { cents: number; className?: string }) {
  const { t } = useTranslation('booking');
  if (cents <= 0) return null;
  return (
    // A span, so it may sit inside a paragraph (the chat's total line) as well as in a <dd>.
    <span className={`block ${className ?? ''}`} data-testid="tourist-tax-line">
      <span className="font-medium text-stone-900">{t('touristTax.line', { amount: formatEuro({ cents }) })}</span>
      <span className="block text-stone-600">{t('touristTax.notGuaranteed')}</span>
    </span>
  );
}

import { useLayoutEffect, useState } from 'react';
import { Cookie } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { readConsent, removePaintedNotice, writeConsent, type CookieConsent } from '@/lib/cookie-consent.ts';
import { launcherAvoid } from '@/lib/launcher-avoid.ts';

/** The site uses only technical storage; nothing else is set before the visitor chooses. */
export function CookieNotice() {
  const { t } = useTranslation('common');
  const [consent, setConsent] = useState<CookieConsent | null>(readConsent);
  // Takes the place of the server's copy in the same frame, so the notice never blinks.
  useLayoutEffect(removePaintedNotice, []);
  if (consent) return null;

  const choose = (value: CookieConsent) => {
    writeConsent(value);
    setConsent(value);
  };

  return (
    <div
      role="region"
      {...launcherAvoid}
      aria-label={t('cookies.label')}
      className="fixed inset-x-3 bottom-3 z-30 max-w-2xl rounded-2xl sm:left-4 sm:right-auto border border-stone-200 bg-white/97 p-4 shadow-xl backdrop-blur sm:flex sm:items-center sm:gap-4 sm:p-5"
    >
      <Cookie className="hidden size-8 shrink-0 text-terracotta-600 sm:block" aria-hidden />
      <p className="text-sm text-stone-700">
        {t('cookies.text')}{' '}
        <Link to="/termini-e-condizioni#cookie" className="font-medium text-olive-800 underline underline-offset-2">
          {t('cookies.more')}
        </Link>
      </p>
      <div className="mt-3 flex shrink-0 gap-2 sm:mt-0">
        <Button size="sm" variant="outline" onClick={() => choose('essential')}>
          {t('cookies.essential')}
        </Button>
        <Button size="sm" onClick={() => choose('all')}>
          {t('cookies.accept')}
        </Button>
      </div>
    </div>
  );
}

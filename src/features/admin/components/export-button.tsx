// CSV export with an optional date range.
import { useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useExportOrders } from '../api/export-orders.ts';

export function ExportOrders({ withRange = false }: { withRange?: boolean }) {
  const { t } = useTranslation('admin');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const exporter = useExportOrders();
  return (
    <div className="flex flex-wrap items-end gap-2">
      {withRange && (
        <>
          <div className="flex flex-col gap-1">
            <Label htmlFor="export-from">{t('export.from')}</Label>
            <Input id="export-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} className="h-9" />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="export-to">{t('export.to')}</Label>
            <Input id="export-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} className="h-9" />
          </div>
        </>
      )}
      <Button
        variant="outline"
        size="sm"
        pending={exporter.isPending}
        onClick={() => exporter.mutate({ from: from || undefined, to: to || undefined })}
      >
        <Download className="size-4" aria-hidden />
        {t('export.button')}
      </Button>
    </div>
  );
}

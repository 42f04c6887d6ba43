// CSV export of the orders (of the list's date range on the orders page), in the admin's language, with the
// number format to choose: by default the Italian one (semicolons, decimal comma) for the Italian admin.
import { useId, useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { toLanguage } from '@/lib/i18n.ts';
import { useExportOrders } from '../api/export-orders.ts';
import { CSV_FORMATS, defaultCsvFormat, type CsvFormat } from '../csv-export.ts';

export function ExportOrders({ from = '', to = '' }: { from?: string; to?: string }) {
  const { t, i18n } = useTranslation('admin');
  const lang = toLanguage(i18n.resolvedLanguage);
  const [chosen, setChosen] = useState<CsvFormat | null>(null);
  const format = chosen ?? defaultCsvFormat(lang);
  const exporter = useExportOrders();
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{t('export.format')}</Label>
        <select
          id={id}
          className="h-9 rounded-lg border border-stone-300 bg-white px-2 text-sm"
          value={format}
          onChange={(e) => setChosen(e.target.value as CsvFormat)}
        >
          {CSV_FORMATS.map((f) => (
            <option key={f} value={f}>{t(`export.formats.${f}`)}</option>
          ))}
        </select>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="h-9"
        pending={exporter.isPending}
        onClick={() => exporter.mutate({ from: from || undefined, to: to || undefined, lang, format })}
      >
        <Download className="size-4" aria-hidden />
        {t('export.button')}
      </Button>
    </div>
  );
}

// Downloads the orders CSV from the export-orders function (the function checks the admin role itself), in
// the admin's language and the chosen number format.
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { functionError } from '@/integrations/supabase/errors.ts';
import { invokeFunction } from '@/integrations/supabase/invoke.ts';
import type { Language } from '@/lib/i18n.ts';
import { exportFileName, type CsvFormat } from '../csv-export.ts';

interface ExportRequest {
  from?: string;
  to?: string;
  lang: Language;
  format: CsvFormat;
}

async function exportOrders(request: ExportRequest): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await invokeFunction<string>(supabase, 'export-orders', { body: request });
  if (error) throw await functionError(error);
  // Response.text() drops the BOM the function sent: put it back so spreadsheets read the accents as UTF-8.
  const text = typeof data === 'string' ? data : '';
  const blob = new Blob([text.startsWith('\uFEFF') ? text : `\uFEFF${text}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = exportFileName(request.lang);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportOrders() {
  // The spec: an export failure is only logged; we also show the generic toast so the admin knows.
  return useMutation({ mutationFn: exportOrders, retry: false, onError: (e) => console.error('CSV export failed', e) });
}

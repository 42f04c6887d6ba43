// GDPR: download my data as JSON, delete my account (after a confirmation dialog).
import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useExportMyData } from '../api/export-my-data.ts';

function download(data: unknown) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `my-data-${new Date().toISOString().slice(0, 10)}.json`;
  a.click();
  URL.revokeObjectURL(url);
}

export function PrivacyActions({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('account');
  const exportData = useExportMyData();
  const [confirming, setConfirming] = useState(false);
  const deleteAccount = useDeleteAccount(() => {
    setConfirming(false);
    toast.success(t('privacy.deleted'));
    onDeleted();
  });
  return (
    <section aria-labelledby="privacy" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 id="privacy" className="mb-2 text-2xl">{t('privacy.title')}</h2>
      <p className="mb-4 text-sm text-stone-600">{t('privacy.text')}</p>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          pending={exportData.isPending}
          onClick={() => exportData.mutate(undefined, { onSuccess: (data) => { download(data); toast.success(t('privacy.exported')); } })}
        >
          <Download className="size-4" aria-hidden />
          {t('privacy.export')}
        </Button>
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          <Trash2 className="size-4" aria-hidden />
          {t('privacy.delete')}
        </Button>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('privacy.deleteTitle')}</DialogTitle>
            <DialogDescription>{t('privacy.deleteText')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>{t('privacy.cancel')}</Button>
            <Button
              variant="destructive"
              pending={deleteAccount.isPending}
              onClick={() => deleteAccount.mutate()}
            >
              {t('privacy.deleteConfirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}

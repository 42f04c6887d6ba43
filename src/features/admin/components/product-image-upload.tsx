// Picks, checks, previews, re-encodes and uploads a product picture; success mark for 3 s, rollback on failure.
import { useEffect, useId, useRef, useState } from 'react';
import { CheckCircle2, Loader2, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Image } from '@/components/ui/image.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { cn } from '@/lib/cn.ts';
import type { AdminProduct } from '../api/get-admin-products.ts';
import { useUploadProductImage } from '../api/upload-product-image.ts';
import { checkImageFile, sniffImageType } from '../image-file.ts';
import { reencodeImage } from '../reencode-image.ts';

const SUCCESS_MARK_MS = 3000;

export function ProductImageUpload({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const upload = useUploadProductImage();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(false), SUCCESS_MARK_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const refuse = (key: string) => toast.error(t('upload.errorTitle'), { description: t(key) });

  async function onPick(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return refuse(`upload.${problem}`);
    const type = sniffImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    if (!type) return refuse('upload.notImage');
    setPreview(URL.createObjectURL(file));
    try {
      const image = await reencodeImage(file, type);
      await upload.mutateAsync({ product, image, type });
      setPreview(null);
      setDone(true);
      toast.success(t('upload.successTitle'), { description: t('upload.successText') });
    } catch (e) {
      console.error('image upload failed', e);
      setPreview(null);
      toast.error(t('upload.errorTitle'), { description: t('upload.errorText') });
    }
  }

  const busy = upload.isPending;
  return (
    <div className="relative">
      {preview ? (
        <img src={preview} alt={t('upload.previewAlt', { name: product.name_it })} className="aspect-square w-full object-cover opacity-70" />
      ) : (
        <Image src={product.image_url ?? ''} alt={product.name_it} className="aspect-square w-full object-cover" />
      )}
      {busy && (
        <div className="absolute inset-0 grid place-items-center bg-white/40" role="status">
          <Loader2 className="size-8 animate-spin text-olive-800" aria-hidden />
          <span className="sr-only">{t('upload.uploading')}</span>
        </div>
      )}
      {done && (
        <span role="status" className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-emerald-600 px-2 py-1 text-xs font-semibold text-white" data-testid="upload-success">
          <CheckCircle2 className="size-4" aria-hidden />
          {t('upload.done')}
        </span>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        disabled={busy}
        onChange={(e) => void onPick(e.target.files?.[0])}
        aria-label={t('upload.label', { name: product.name_it })}
      />
      <label
        htmlFor={inputId}
        className={cn(
          'absolute bottom-2 right-2 inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full bg-white/95 px-3 text-xs font-semibold text-olive-900 shadow',
          'focus-within:outline-2 focus-within:outline-terracotta-600 hover:bg-white',
          busy && 'pointer-events-none opacity-60',
        )}
      >
        <Upload className="size-4" aria-hidden />
        {t('upload.button')}
      </label>
    </div>
  );
}

import { useEffect } from 'react';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useConfirmNewsletter } from '@/features/newsletter/api/confirm.ts';
import { usePageMeta } from '@/hooks/use-page-meta.ts';

export default function NewsletterConfirmPage() {
  const { t } = useTranslation('newsletter');
  usePageMeta({ title: t('confirm.metaTitle') });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmNewsletter();
  const { mutate } = confirm;

  useEffect(() => {
    mutate(token);
  }, [mutate, token]);

  const ok = confirm.isSuccess && confirm.data;
  const failed = confirm.isError || (confirm.isSuccess && !confirm.data);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
      {ok && <CheckCircle2 className="size-14 text-olive-600" aria-hidden />}
      {failed && <XCircle className="size-14 text-red-700" aria-hidden />}
      {!ok && !failed && <Loader2 className="size-10 animate-spin text-olive-600" aria-hidden />}
      <h1 className="text-3xl">{ok ? t('confirm.okTitle') : failed ? t('confirm.failTitle') : t('confirm.pending')}</h1>
      {ok && <p className="text-stone-600">{t('confirm.okText')}</p>}
      {failed && <p className="text-stone-600">{t('confirm.failText')}</p>}
      <Link to="/" className="mt-4 inline-flex h-12 items-center rounded-full bg-olive-700 px-7 font-semibold text-white hover:bg-olive-800">{t('success.home')}</Link>
    </section>
  );
}

import { CheckCircle2, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from '@/components/ui/toast.tsx';
import { useSubscribeNewsletter } from '@/features/newsletter/api/subscribe.ts';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form.tsx';
import { usePageMeta } from '@/hooks/use-page-meta.ts';
import { currentLanguage } from '@/lib/i18n.ts';
import { rateLimitMessage } from '@/domain/refusals.ts';

export default function NewsletterPage() {
  const { t } = useTranslation('newsletter');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const subscribe = useSubscribeNewsletter(currentLanguage());

  return (
    <section className="mx-auto max-w-3xl px-6 py-16 sm:py-20">
      <Link to="/" className="text-sm font-medium text-olive-800 hover:underline">{t('backHome')}</Link>
      {subscribe.isSuccess ? (
        <div role="status" className="mt-8 flex flex-col items-center gap-4 rounded-2xl bg-white p-10 text-center shadow-sm ring-1 ring-stone-200">
          <CheckCircle2 className="size-14 text-olive-600" aria-hidden />
          <h1 className="text-3xl">{subscribe.data === 'already_subscribed' ? t('already.title') : t('success.title')}</h1>
          <p className="max-w-md text-stone-600">{subscribe.data === 'already_subscribed' ? t('already.text') : t('success.text')}</p>
          <Link to="/" className="mt-2 inline-flex h-12 items-center rounded-full bg-olive-700 px-7 font-semibold text-white hover:bg-olive-800">{t('success.home')}</Link>
        </div>
      ) : (
        <>
          <div className="mt-6 flex items-center gap-4">
            <span className="grid size-14 place-items-center rounded-full bg-terracotta-600/10 text-terracotta-700"><Mail className="size-7" aria-hidden /></span>
            <h1 className="text-4xl">{t('title')}</h1>
          </div>
          <p className="mb-8 mt-4 text-lg text-stone-700">{t('intro')}</p>
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
            <NewsletterForm
              pending={subscribe.isPending}
              onSubmit={(values) =>
                subscribe.mutate(values, {
                  onSuccess: (status) => {
                    if (status === 'pending') toast.success(t('toast.success'), { description: t('toast.successText') });
                  },
                  onError: (error) => {
                    const wait = rateLimitMessage(error);
                    if (wait) toast.error(t('errors:rateLimit.title'), { description: t(wait.key, wait.params) });
                    else toast.error(t('errors:generic.title'), { description: t('toast.errorText') });
                  },
                })
              }
            />
          </div>
        </>
      )}
    </section>
  );
}

import { useCallback } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootError, rootError } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { currentLanguage } from '@/lib/i18n.ts';
import { rateLimitMessage } from '@/domain/refusals.ts';
import { contactSchema, useSendContactMessage, type ContactInput } from '../api/send-contact-message.ts';

const EMPTY: ContactInput = { firstName: '', lastName: '', email: '', phone: '', subject: '', message: '' };

type TextField = Exclude<keyof ContactInput, 'message'>;

export function ContactForm() {
  const { t } = useTranslation('contact');
  const send = useSendContactMessage(currentLanguage());
  const form = useForm<ContactInput>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });

  const onSubmit = form.handleSubmit((values) =>
    send.mutateAsync(values).then(
      () => form.reset(EMPTY),
      (e: unknown) => {
        const wait = rateLimitMessage(e);
        form.setError('root', wait ? rootError(wait.key, wait.params) : { message: 'contact:form.error' });
      },
    ),
  );

  // The form's top may be far above the screen when it is sent from a phone: the answer comes into view and
  // takes the focus (read by screen readers too).
  const showSent = useCallback((el: HTMLDivElement | null) => {
    el?.scrollIntoView({ block: 'center' });
    el?.focus({ preventScroll: true });
  }, []);

  if (send.isSuccess) {
    return (
      <div ref={showSent} tabIndex={-1} role="status" data-testid="contact-sent" className="scroll-mt-24 outline-none flex flex-col items-center gap-3 rounded-2xl bg-olive-50 p-10 text-center ring-1 ring-olive-200">
        <CheckCircle2 className="size-12 text-olive-600" aria-hidden />
        <p className="font-serif text-2xl text-olive-950">{t('form.successTitle')}</p>
        <p className="text-stone-600">{t('form.successText')}</p>
        <Button variant="outline" onClick={() => send.reset()}>{t('form.another')}</Button>
      </div>
    );
  }

  const field = (name: TextField, type = 'text', autoComplete?: string, optional = false) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field: f }) => (
        <FormItem>
          <FormLabel>
            {t(`form.${name}`)}
            {!optional && <span aria-hidden className="text-terracotta-700"> *</span>}
            {optional && <span className="font-normal text-stone-500"> {t('form.optional')}</span>}
          </FormLabel>
          <FormControl>
            <Input type={type} autoComplete={autoComplete} {...f} value={f.value ?? ''} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('form.label')} className="grid gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2 sm:p-8">
        {field('firstName', 'text', 'given-name')}
        {field('lastName', 'text', 'family-name')}
        {field('email', 'email', 'email')}
        {field('phone', 'tel', 'tel', true)}
        <div className="sm:col-span-2">{field('subject')}</div>
        <FormField
          control={form.control}
          name="message"
          render={({ field: f }) => (
            <FormItem className="sm:col-span-2">
              <FormLabel>
                {t('form.message')}
                <span aria-hidden className="text-terracotta-700"> *</span>
              </FormLabel>
              <FormControl>
                <Textarea rows={5} {...f} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormRootError className="sm:col-span-2" />
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-stone-500">{t('form.privacy')}</p>
          <Button type="submit" size="lg" pending={send.isPending}>
            <Send className="size-4" aria-hidden />
            {send.isPending ? t('form.sending') : t('form.submit')}
          </Button>
        </div>
      </form>
    </Form>
  );
}

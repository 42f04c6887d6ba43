import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { newsletterSchema, type NewsletterInput } from '../api/subscribe.ts';

const EMPTY: NewsletterInput = {
  firstName: '', lastName: '', email: '', phone: '', birthDate: '',
  interestFormaggi: false, interestSalumi: false, interestOfferte: false,
  privacyAccepted: false as true, marketingConsent: false as true, profilingConsent: false,
};

type TextName = 'firstName' | 'lastName' | 'email' | 'phone' | 'birthDate';
type BoolName = 'interestFormaggi' | 'interestSalumi' | 'interestOfferte' | 'privacyAccepted' | 'marketingConsent' | 'profilingConsent';

export function NewsletterForm({ pending, onSubmit }: { pending: boolean; onSubmit: (v: NewsletterInput) => void }) {
  const { t } = useTranslation('newsletter');
  const form = useForm<NewsletterInput>({ resolver: zodResolver(newsletterSchema), defaultValues: EMPTY });

  const text = (name: TextName, type: string, autoComplete?: string, required = true) => (
    <FormField control={form.control} name={name} render={({ field }) => (
      <FormItem>
        <FormLabel>{t(`form.${name}`)}{required ? <span aria-hidden className="text-terracotta-700"> *</span> : <span className="font-normal text-stone-500"> {t('form.optional')}</span>}</FormLabel>
        <FormControl><Input type={type} autoComplete={autoComplete} {...field} value={field.value ?? ''} /></FormControl>
        <FormMessage />
      </FormItem>
    )} />
  );

  const check = (name: BoolName, label: ReactNode) => (
    <FormField control={form.control} name={name} render={({ field }) => (
      <FormItem>
        <div className="flex items-start gap-3">
          <FormControl><Checkbox checked={field.value === true} onCheckedChange={(v) => field.onChange(v === true)} onBlur={field.onBlur} /></FormControl>
          <FormLabel className="pt-0.5 font-normal leading-snug text-stone-700">{label}</FormLabel>
        </div>
        <FormMessage />
      </FormItem>
    )} />
  );

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('form.label')} className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          {text('firstName', 'text', 'given-name')}
          {text('lastName', 'text', 'family-name')}
          {text('email', 'email', 'email')}
          {text('phone', 'tel', 'tel', false)}
          {text('birthDate', 'date', 'bday', false)}
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold text-olive-950">{t('form.interests')}</legend>
          {check('interestFormaggi', t('form.interestFormaggi'))}
          {check('interestSalumi', t('form.interestSalumi'))}
          {check('interestOfferte', t('form.interestOfferte'))}
        </fieldset>
        <fieldset className="flex flex-col gap-3 rounded-xl bg-cream-100 p-4">
          <legend className="sr-only">{t('form.consents')}</legend>
          {check('privacyAccepted', <Trans t={t} i18nKey="form.privacyAccepted" components={{ privacy: <Link to="/privacy-policy" className="font-medium text-olive-800 underline" target="_blank" /> }} />)}
          {check('marketingConsent', t('form.marketingConsent'))}
          {check('profilingConsent', t('form.profilingConsent'))}
        </fieldset>
        <Button type="submit" size="lg" pending={pending} className="self-start">
          {pending ? t('form.submitting') : t('form.submit')}
        </Button>
      </form>
    </Form>
  );
}

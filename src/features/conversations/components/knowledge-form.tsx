// Create or edit a knowledge entry, both languages side by side; example wordings one a line. The resolver hands
// on the raw strings (raw: true): the mutation parses them into lists once.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { type KnowledgeInput, knowledgeSchema, useSaveKnowledge } from '../api/save-knowledge.ts';

type Fields = { [K in keyof KnowledgeInput]: string };
const FIELDS: Array<{ name: keyof Fields; long?: boolean }> = [
  { name: 'question_it' }, { name: 'question_en' },
  { name: 'answer_it', long: true }, { name: 'answer_en', long: true },
  { name: 'phrasings_it', long: true }, { name: 'phrasings_en', long: true },
];

export function KnowledgeForm({ id, wording, initial, onDone }: { id?: string; wording?: string; initial: Fields; onDone: () => void }) {
  const { t } = useTranslation('conversations');
  const save = useSaveKnowledge();
  const form = useForm<Fields>({ resolver: zodResolver(knowledgeSchema, undefined, { raw: true }) as never, defaultValues: initial });
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync({ id, wording, values });
    onDone();
  });
  const field = (name: keyof Fields | 'contacts') => `kb-${id ?? wording ?? 'new'}-${name}`;
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label={t('knowledge.formLabel')}>
      <div className="flex flex-col gap-1 sm:col-span-2">
        <Label htmlFor={field('topic')}>{t('knowledge.field.topic')}</Label>
        <Input id={field('topic')} {...form.register('topic')} />
      </div>
      <p id={field('contacts')} className="text-sm text-stone-600 sm:col-span-2">{t('knowledge.contactsHint')}</p>
      {FIELDS.map(({ name, long }) => (
        <div key={name} className="flex flex-col gap-1">
          <Label htmlFor={field(name)}>{t(`knowledge.field.${name}`)}</Label>
          {long ? (
            <Textarea id={field(name)} rows={3} aria-describedby={name.startsWith('answer') ? field('contacts') : undefined} {...form.register(name)} />
          ) : (
            <Input id={field(name)} {...form.register(name)} />
          )}
          {form.formState.errors[name] && <span className="text-sm text-red-800" role="alert">{t('knowledge.required')}</span>}
        </div>
      ))}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>{t('knowledge.save')}</Button>
        <Button type="button" variant="outline" onClick={onDone}>{t('knowledge.cancel')}</Button>
      </div>
    </form>
  );
}

// Create or edit a rate rule. The database checks every range again and decides the prices; on save the
// grid and the list refresh from it (the mutation invalidates the rates' keys).
// The fields are a memoised part with stable props, so the mutation's pending state re-renders the dialog's frame
// and the button (which reads the form's own submitting state), not the fields; and a field's label, control and
// message follow that field's error alone (components/ui/form.tsx), so Save publishing the errors re-renders none.
import { zodResolver } from '@hookform/resolvers/zod';
import { memo, useCallback, useEffect, useState } from 'react';
import { useForm, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootError, rootError } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { afterNextPaint } from '@/lib/after-paint.ts';
import type { AdminRoom } from '../api/get-rooms.ts';
import { useSaveRateRule, type RateRule } from '../api/rate-rules.ts';
import { rateRuleSchema, ruleInput, ruleValues, type RateRuleValues } from '../rate-rule-values.ts';
import { DaysField, MinStayField, NumberField } from './rule-fields.tsx';
import { hasMoreConditions, MoreConditions } from './rule-more-conditions.tsx';
import { selectClass } from './select-class.ts';

export function RateRuleDialog({ rooms, rule, defaultRoomId, onClose }: { rooms: AdminRoom[]; rule?: RateRule; defaultRoomId: string; onClose: () => void }) {
  const { t } = useTranslation('rates');
  const { mutateAsync } = useSaveRateRule();
  const form = useForm<RateRuleValues>({ resolver: zodResolver(rateRuleSchema), defaultValues: ruleValues(rule, { room_id: defaultRoomId }) });
  const ruleId = rule?.id;
  // zod builds an object schema's parser on its first parse (10-30 ms at 4x CPU, inside Save's click): built in a
  // task of its own once the dialog is open, while the owner fills it in.
  useEffect(() => {
    const id = setTimeout(() => rateRuleSchema.safeParse(form.getValues()), 0);
    return () => clearTimeout(id);
  }, [form]);
  // handleSubmit keeps the form submitting until the save settles: the button reads that, not the mutation.
  const onSubmit = useCallback(
    (values: RateRuleValues) =>
      mutateAsync({ id: ruleId, rule: ruleInput(values) }).then(
        () => { toast.success(t('rule.saved')); onClose(); },
        () => form.setError('root', rootError('rates:rule.saveError')),
      ),
    [mutateAsync, ruleId, t, onClose, form],
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{rule ? t('rule.editTitle') : t('rule.newTitle')}</DialogTitle>
          <DialogDescription>{t('rule.description')}</DialogDescription>
        </DialogHeader>
        <RuleForm form={form} rooms={rooms} moreOpen={rule ? hasMoreConditions(ruleValues(rule)) : false} onSubmit={onSubmit} onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}

interface RuleFormProps {
  form: ReturnType<typeof useForm<RateRuleValues>>;
  rooms: AdminRoom[];
  moreOpen: boolean;
  onSubmit: (values: RateRuleValues) => Promise<void>;
  onClose: () => void;
}

const RuleForm = memo(function RuleForm({ form, rooms, moreOpen, onSubmit, onClose }: RuleFormProps) {
  const { t } = useTranslation('rates');
  const { control } = form;
  const text = (name: 'name' | 'name_en' | 'first_night' | 'last_night', type = 'text') => (
    <FormField control={control} name={name} render={({ field }) => (
      <FormItem>
        <FormLabel>{t(`rule.${name}`)}</FormLabel>
        <FormControl><Input type={type} {...field} /></FormControl>
        <FormMessage />
      </FormItem>
    )} />
  );
  return (
    <Form {...form}>
      {/* Checked and sent once Save's press is painted ("Saving…"): the schema's check and the request's start are
          some 40 ms of a slow phone's tap. */}
      <form noValidate className="mt-4 flex flex-col gap-4" onSubmit={(e) => {
        e.preventDefault();
        void afterNextPaint().then(() => form.handleSubmit(onSubmit)());
      }}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('name')}
          {text('name_en')}
          <FormField control={control} name="room_id" render={({ field }) => (
            <FormItem>
              <FormLabel>{t('rule.room')}</FormLabel>
              <FormControl>
                <select className={selectClass} {...field}>
                  <option value="">{t('rules.allRooms')}</option>
                  {rooms.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
                </select>
              </FormControl>
            </FormItem>
          )} />
          <NumberField control={control} name="priority" label={t('rule.priority')} hint={t('rule.priorityHint')} />
          {text('first_night', 'date')}
          {text('last_night', 'date')}
          <NumberField control={control} name="nightly_price" label={t('rule.nightly_price')} step={0.01} />
          <NumberField control={control} name="weekend_uplift" label={t('rule.weekend_uplift')} step={0.01} />
        </div>
        <DaysField control={control} name="weekend_nights" label={t('rule.weekend_nights')} hint={t('rule.weekendHint')} />
        <MinStayField control={control} name="min_stay" label={t('rule.min_stay')} hint={t('rule.minStayHint')} />
        <MoreConditions control={control} initiallyOpen={moreOpen} />
        <FormRootError />
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onClose}>{t('rule.cancel')}</Button>
          <SaveButton control={control} />
        </DialogFooter>
      </form>
    </Form>
  );
});

function SaveButton({ control }: { control: Control<RateRuleValues> }) {
  const { t } = useTranslation('rates');
  const { isSubmitting, submitCount } = useFormState({ control });
  // Pressed: "Saving…" at once, until the submit the press started (checked after the press's frame) has ended,
  // which counts it, refused or saved.
  const [pressedAt, setPressedAt] = useState<number | null>(null);
  const busy = isSubmitting || pressedAt === submitCount;
  // Not `disabled` while saving: disabling the focused button drops the keyboard's focus to the page (and costs the
  // press's frame a blur and a style pass); a second press while saving is ignored instead.
  return (
    <Button type="submit" aria-disabled={busy || undefined} className="aria-disabled:opacity-55"
      onClick={(e) => {
        if (busy) e.preventDefault();
        else setPressedAt(submitCount);
      }}>
      {busy ? t('rule.saving') : t('rule.save')}
    </Button>
  );
}

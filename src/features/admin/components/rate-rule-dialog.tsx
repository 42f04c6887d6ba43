// Create or edit a rate rule. The database checks every range again and decides the prices; on save the
// grid and the list refresh from it (the mutation invalidates the rates' keys).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootError, rootError } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast.tsx';
import type { AdminRoom } from '../api/get-rooms.ts';
import { useSaveRateRule, type RateRule } from '../api/rate-rules.ts';
import { rateRuleSchema, ruleInput, ruleValues, type RateRuleValues } from '../rate-rule-values.ts';
import { DaysField, MinStayField, NumberField } from './rule-fields.tsx';
import { selectClass } from './select-class.ts';

export function RateRuleDialog({ rooms, rule, defaultRoomId, onClose }: { rooms: AdminRoom[]; rule?: RateRule; defaultRoomId: string; onClose: () => void }) {
  const { t } = useTranslation('rates');
  const save = useSaveRateRule();
  const form = useForm<RateRuleValues>({ resolver: zodResolver(rateRuleSchema), defaultValues: ruleValues(rule, { room_id: defaultRoomId }) });
  const { control } = form;
  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync({ id: rule?.id, rule: ruleInput(values) }).then(
      () => { toast.success(t('rule.saved')); onClose(); },
      () => form.setError('root', rootError('rates:rule.saveError')),
    ),
  );
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
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{rule ? t('rule.editTitle') : t('rule.newTitle')}</DialogTitle>
          <DialogDescription>{t('rule.description')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
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
            <DaysField control={control} name="closed_to_arrival" label={t('rule.closed_to_arrival')} />
            <DaysField control={control} name="closed_to_departure" label={t('rule.closed_to_departure')} />
            <div className="grid gap-4 sm:grid-cols-2">
              <NumberField control={control} name="base_occupancy" label={t('rule.base_occupancy')} hint={t('rule.baseOccupancyHint')} nullable />
              <NumberField control={control} name="extra_guest_fee" label={t('rule.extra_guest_fee')} step={0.01} />
              <NumberField control={control} name="long_stay_nights" label={t('rule.long_stay_nights')} hint={t('rule.longStayHint')} nullable />
              <NumberField control={control} name="long_stay_percent" label={t('rule.long_stay_percent')} step={0.5} />
            </div>
            <FormRootError />
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={onClose}>{t('rule.cancel')}</Button>
              <Button type="submit" disabled={save.isPending}>{save.isPending ? t('rule.saving') : t('rule.save')}</Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

// One room's settings: places, extra beds and cots with their price a night. The database checks each value
// again; a refusal it names (INVALID_ROOM_SETTING:<field>) is shown beside that field.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Form, FormRootError, rootError } from '@/components/ui/form.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/integrations/supabase/errors.ts';
import { refusedField, roomSettingsSchema, useSaveRoomSettings, type RoomSettings, type RoomWithSettings } from '../api/room-settings.ts';
import { NumberField } from './rule-fields.tsx';

export function RoomSettingsForm({ room }: { room: RoomWithSettings }) {
  const { t } = useTranslation('rates');
  const save = useSaveRoomSettings();
  const { id, name, ...values } = room;
  const form = useForm<RoomSettings>({ resolver: zodResolver(roomSettingsSchema), values });
  const onSubmit = form.handleSubmit((settings) =>
    save.mutateAsync({ id, settings }).then(
      () => toast.success(t('rooms.saved', { room: name })),
      (error: unknown) => {
        const field = error instanceof ApiError ? refusedField(error.message) : null;
        if (field) form.setError(field, { message: `rates:rooms.errors.${field}` }, { shouldFocus: true });
        else form.setError('root', rootError('rates:rooms.saveError'));
      },
    ),
  );
  const titleId = `room-settings-${id}`;
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-stone-200 p-3 sm:p-4" data-room-settings={name}>
      <h3 id={titleId} className="font-serif text-lg text-olive-950">{name}</h3>
      <Form {...form}>
        <form noValidate onSubmit={onSubmit} className="mt-2 grid grid-cols-2 items-end gap-3 md:grid-cols-3 xl:grid-cols-6">
          <NumberField control={form.control} name="max_guests" label={t('rooms.max_guests')} />
          <NumberField control={form.control} name="max_extra_beds" label={t('rooms.max_extra_beds')} />
          <NumberField control={form.control} name="extra_bed_fee" label={t('rooms.extra_bed_fee')} step={0.01} />
          <NumberField control={form.control} name="max_cots" label={t('rooms.max_cots')} />
          <NumberField control={form.control} name="cot_fee" label={t('rooms.cot_fee')} step={0.01} />
          <Button type="submit" className="col-span-2 md:col-span-1" disabled={save.isPending || !form.formState.isDirty}>
            {save.isPending ? t('rooms.saving') : t('rooms.save')}
            <span className="sr-only"> {name}</span>
          </Button>
          <FormRootError className="col-span-2 md:col-span-3 xl:col-span-6" />
        </form>
      </Form>
    </article>
  );
}

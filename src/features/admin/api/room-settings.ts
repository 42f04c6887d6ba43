// What each room allows (places, cots, extra beds) and what cots and extra beds cost a night. Read from the
// rooms table; written only through admin_save_room_settings, which checks every value and names the field it
// refuses (INVALID_ROOM_SETTING:<field>). quote_stay prices them, so a save refreshes every rates query too.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { adminKeys } from './keys.ts';

const ROOM_SETTING_FIELDS = ['max_guests', 'max_extra_beds', 'extra_bed_fee', 'max_cots', 'cot_fee'] as const;
export type RoomSettingField = (typeof ROOM_SETTING_FIELDS)[number];

// Each message names its field and its limits (the database's own, checked again there).
const count = (field: RoomSettingField, min: number, max: number) => {
  const message = `rates:rooms.errors.${field}`;
  return z.number(message).int(message).min(min, message).max(max, message);
};
const fee = (field: RoomSettingField) => {
  const message = `rates:rooms.errors.${field}`;
  return z.number(message).min(0, message).max(999.99, message)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, message);
};

export const roomSettingsSchema = z.object({
  max_guests: count('max_guests', 1, 10),
  max_extra_beds: count('max_extra_beds', 0, 3),
  extra_bed_fee: fee('extra_bed_fee'),
  max_cots: count('max_cots', 0, 3),
  cot_fee: fee('cot_fee'),
});
export type RoomSettings = z.infer<typeof roomSettingsSchema>;
export interface RoomWithSettings extends RoomSettings {
  id: string;
  name: string;
}

async function getRoomSettings(signal: AbortSignal): Promise<RoomWithSettings[]> {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase.from('rooms').select('id, name, max_guests, max_extra_beds, extra_bed_fee, max_cots, cot_fee').order('sort_order').abortSignal(signal),
  );
  // numeric columns may arrive as strings: the form works in numbers.
  return rows.map((r) => ({ ...r, extra_bed_fee: Number(r.extra_bed_fee), cot_fee: Number(r.cot_fee) }));
}

export const useRoomSettings = () =>
  useQuery(queryOptions({ queryKey: adminKeys.roomSettings(), queryFn: ({ signal }) => getRoomSettings(signal) }));

async function saveRoomSettings({ id, settings }: { id: string; settings: RoomSettings }): Promise<void> {
  const supabase = await getSupabase();
  unwrap(await supabase.rpc('admin_save_room_settings', { p_room_id: id, p_settings: settings }));
}

/** The field a server refusal names ("INVALID_ROOM_SETTING:cot_fee" → cot_fee), if it is one of the form's. */
export function refusedField(message: string): RoomSettingField | null {
  const [code, field] = message.split(':');
  return code === 'INVALID_ROOM_SETTING' && (ROOM_SETTING_FIELDS as readonly string[]).includes(field) ? (field as RoomSettingField) : null;
}

export function useSaveRoomSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRoomSettings,
    retry: false,
    // The form shows a refusal beside its field.
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.roomSettings() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.rates() }),
      ]),
  });
}

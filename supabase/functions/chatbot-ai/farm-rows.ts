// Test helper: the farm's rooms (supabase/data/farm.json) as get_rooms returns them, in one language.
import farm from '../../data/farm.json' with { type: 'json' };
import type { Lang, Room } from './types.ts';

type Row = Record<string, unknown>;
const pick = (r: Row, k: string, lang: Lang) => (r[`${k}_${lang}`] ?? r[`${k}_it`] ?? null) as string | null;

export const farmRooms = (lang: Lang) =>
  (farm.rooms as Row[]).map((r) => ({
    ...r, short_description: pick(r, 'short_description', lang), full_description: pick(r, 'full_description', lang),
    image_url: null, price_from: r.price_per_night, price_to: r.price_per_night,
  }) as unknown as Room);

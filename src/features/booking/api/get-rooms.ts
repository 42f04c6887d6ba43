import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/integrations/supabase/client.ts';
import { unwrap } from '@/integrations/supabase/errors.ts';
import { bookingKeys } from './keys.ts';

export interface Room {
  id: string;
  slug: string;
  name: string;
  type: 'deluxe' | 'standard';
  bedType: 'matrimoniale' | 'singoli';
  pricePerNight: number;
  maxGuests: number;
  imageUrls: string[];
  shortDescription: string;
  fullDescription: string;
}

interface RoomRow {
  id: string;
  slug: string;
  name: string;
  type: Room['type'];
  bed_type: Room['bedType'];
  price_per_night: number | string;
  max_guests: number;
  image_urls: string[] | null;
  short_description: string | null;
  full_description: string | null;
}

async function fetchRooms(lang: string, signal?: AbortSignal): Promise<Room[]> {
  const supabase = await getSupabase();
  let request = supabase.rpc('get_rooms', { lang });
  if (signal) request = request.abortSignal(signal);
  const rows = unwrap(await request) as RoomRow[];
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    type: r.type,
    bedType: r.bed_type,
    pricePerNight: Number(r.price_per_night),
    maxGuests: r.max_guests,
    imageUrls: r.image_urls ?? [],
    shortDescription: r.short_description ?? '',
    fullDescription: r.full_description ?? '',
  }));
}

const roomsQueryOptions = (lang: string) =>
  queryOptions({ queryKey: bookingKeys.rooms(lang), queryFn: ({ signal }) => fetchRooms(lang, signal) });

export function useRooms(lang: string) {
  return useQuery(roomsQueryOptions(lang));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Room as RoomRow } from '@/domain/catalogue.ts';
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
  /** The lowest and highest nightly price of the coming year (rules included): what the card says before dates. */
  priceFrom: number;
  priceTo: number;
  maxGuests: number;
  maxCots: number;
  cotFee: number;
  maxExtraBeds: number;
  extraBedFee: number;
  imageUrls: string[];
  shortDescription: string;
  fullDescription: string;
}

async function fetchRooms(lang: string, signal?: AbortSignal): Promise<Room[]> {
  const supabase = await getSupabase();
  let request = supabase.rpc('get_rooms', { lang });
  if (signal) request = request.abortSignal(signal);
  const rows: RoomRow[] = unwrap(await request);
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    // The table's check constraints allow only these values; the generated type says text.
    type: r.type as Room['type'],
    bedType: r.bed_type as Room['bedType'],
    pricePerNight: Number(r.price_per_night),
    priceFrom: Number(r.price_from),
    priceTo: Number(r.price_to),
    maxGuests: r.max_guests,
    maxCots: r.max_cots,
    cotFee: Number(r.cot_fee),
    maxExtraBeds: r.max_extra_beds,
    extraBedFee: Number(r.extra_bed_fee),
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

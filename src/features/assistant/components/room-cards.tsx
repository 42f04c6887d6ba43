// A horizontal row of 280 px room cards with details and 'Prenota ora'.
import { useTranslation } from 'react-i18next';
import { Image } from '@/components/ui/image.tsx';
import type { ChatRoom } from '../types.ts';
import { NightlyPrice } from './nightly-price.tsx';

export function RoomCards({ rooms, onDetails, onBook }: { rooms: ChatRoom[]; onDetails: (r: ChatRoom) => void; onBook: (r: ChatRoom) => void }) {
  const { t } = useTranslation('assistant');
  return (
    <ul aria-label={t('room.list')} className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2">
      {rooms.map((r) => (
        <li key={r.id} data-testid="chat-room-card" className="flex w-[280px] shrink-0 snap-start flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
          <Image src={r.image_url ?? r.image_urls?.[0] ?? ''} alt={r.name} className="h-36 w-full object-cover" />
          <div className="flex flex-1 flex-col gap-1 p-3">
            <h3 className="font-serif text-base leading-tight text-olive-950">{r.name}</h3>
            <p className="line-clamp-2 text-xs text-stone-600">{r.short_description}</p>
            <p className="mt-auto pt-1 text-sm font-semibold text-terracotta-700">{<NightlyPrice room={r} />}</p>
            <div className="flex gap-2 pt-1">
              <button type="button" onClick={() => onDetails(r)} className="min-h-8 flex-1 cursor-pointer rounded-lg border border-olive-700/30 px-2 text-xs font-medium text-olive-900 hover:bg-olive-700/10">
                {t('room.details')}
              </button>
              <button type="button" onClick={() => onBook(r)} className="min-h-8 flex-1 cursor-pointer rounded-lg bg-olive-700 px-2 text-xs font-medium text-cream-50 hover:bg-olive-800">
                {t('room.book')}
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

import { memo, useId, useState } from 'react';
import { BedDouble, Check, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Image } from '@/components/ui/image.tsx';
import { cn } from '@/lib/cn.ts';
import { formatEuro } from '@/lib/money.ts';
import type { Room } from '../api/get-rooms.ts';
import type { Party, PartyChange } from '@/domain/party.ts';
import { PartyFields, type PartyField } from '@/components/party-fields.tsx';
import { nightlyPrice } from '@/domain/room-price.ts';
import { launcherAvoid } from '@/lib/launcher-avoid.ts';

export interface RoomCardProps {
  room: Room;
  /** The party when selected, null when not. */
  party: Party | null;
  /** Taken for the chosen dates. */
  unavailable: boolean;
  /** Stable across renders (the card is memoised): called with the card's room. */
  onToggle: (roomId: string) => void;
  onParty: (room: Room, change: PartyChange) => void;
  /** One of the first cards, in the first screen: its photo loads at once (it can be the page's LCP). */
  priority?: boolean;
  /** The server refused a field of this room's party. */
  refusal?: { field: PartyField; text: string };
}

export const RoomCard = memo(function RoomCard({ room, party, unavailable, onToggle, onParty, priority, refusal }: RoomCardProps) {
  const { t } = useTranslation('booking');
  const [expanded, setExpanded] = useState(false);
  const [photo, setPhoto] = useState(0);
  const id = useId();
  const selected = party !== null;
  const images = room.imageUrls;
  const nightly = nightlyPrice(room.pricePerNight, room.priceFrom, room.priceTo);

  return (
    <article
      aria-labelledby={`${id}-name`}
      data-room={room.slug}
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition-colors',
        selected ? 'border-olive-600 ring-2 ring-olive-600/30' : 'border-stone-200',
      )}
    >
      <div className="relative">
        <Image
          src={images[photo] ?? ''}
          alt={t('rooms.photo', { room: room.name, n: photo + 1 })}
          className="aspect-[4/3] w-full object-cover"
          priority={priority}
        />
        <Badge tone="neutral" className="absolute left-3 top-3 bg-white/90">
          {t(`rooms.type.${room.type}`)}
        </Badge>
        {images.length > 1 && (
          <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
            {images.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-label={t('rooms.photo', { room: room.name, n: i + 1 })}
                aria-pressed={i === photo}
                onClick={() => setPhoto(i)}
                className="grid size-6 cursor-pointer place-items-center"
              >
                <span className={cn('size-2.5 rounded-full', i === photo ? 'bg-white' : 'bg-white/55')} />
              </button>
            ))}
          </div>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 id={`${id}-name`} className="font-serif text-xl text-olive-950">
            {room.name}
          </h3>
          <p className="shrink-0 text-right font-semibold text-olive-900">
            {t(nightly.ranged ? 'rooms.perNightFrom' : 'rooms.perNight', { price: formatEuro(nightly.price) })}
          </p>
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          <li className="flex items-center gap-1.5">
            <Users className="size-4 text-olive-700" aria-hidden />
            {t('rooms.maxGuests', { count: room.maxGuests })}
          </li>
          <li className="flex items-center gap-1.5">
            <BedDouble className="size-4 text-olive-700" aria-hidden />
            {t(`rooms.bed.${room.bedType === 'matrimoniale' ? 'matrimoniale' : 'singoli'}`)}
          </li>
        </ul>
        <div className="text-sm leading-relaxed text-stone-700">
          <p id={`${id}-desc`}>{expanded && room.fullDescription ? room.fullDescription : room.shortDescription}</p>
          {room.fullDescription && room.fullDescription !== room.shortDescription && (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={`${id}-desc`}
              aria-label={expanded ? t('rooms.lessAbout', { room: room.name }) : t('rooms.moreAbout', { room: room.name })}
              onClick={() => setExpanded((v) => !v)}
              className="mt-1 min-h-6 cursor-pointer font-medium text-olive-800 underline underline-offset-4"
            >
              {expanded ? t('rooms.less') : t('rooms.more')}
            </button>
          )}
        </div>

        {unavailable && (
          <p className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">{t('rooms.unavailable')}</p>
        )}

        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-1">
          {party ? <PartyFields room={room} party={party} onChange={(change) => onParty(room, change)} error={refusal} /> : <span />}
          <Button
            {...launcherAvoid}
            variant={selected ? 'outline' : 'primary'}
            onClick={() => onToggle(room.id)}
            disabled={!selected && unavailable}
            aria-pressed={selected}
            aria-label={`${selected ? t('rooms.remove') : t('rooms.select')} ${room.name}`}
          >
            {selected && <Check className="size-4" aria-hidden />}
            {selected ? t('rooms.remove') : t('rooms.select')}
          </Button>
        </div>
      </div>
    </article>
  );
});

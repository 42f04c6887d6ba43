// Room detail: a gallery whose index wraps at both ends (click to zoom full screen), the room's facts
// and 'Prenota ora', which opens the booking flow.
import { useState } from 'react';
import { ArrowLeft, ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog.tsx';
import { Image } from '@/components/ui/image.tsx';
import type { ChatRoom } from '../types.ts';
import { NightlyPrice } from './nightly-price.tsx';

const wrapIndex = (i: number, n: number) => (n === 0 ? 0 : ((i % n) + n) % n);

export function RoomDetail({ room, onBack, onBook }: { room: ChatRoom; onBack: () => void; onBook: () => void }) {
  const { t } = useTranslation('assistant');
  const images = room.image_urls?.length ? room.image_urls : room.image_url ? [room.image_url] : [];
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState(false);
  const current = images[wrapIndex(index, images.length)] ?? '';
  const arrow = 'absolute top-1/2 grid size-9 -translate-y-1/2 cursor-pointer place-items-center rounded-full bg-white/85 text-stone-800 shadow hover:bg-white';
  return (
    <article className="flex flex-col gap-3 p-4">
      <button type="button" onClick={onBack} className="flex min-h-8 cursor-pointer items-center gap-1 self-start text-sm text-olive-800 hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> {t('room.back')}
      </button>
      <div className="relative">
        <button type="button" onClick={() => setZoom(true)} aria-label={t('room.zoom')} className="block w-full cursor-zoom-in">
          <Image src={current} alt={room.name} className="h-52 w-full rounded-xl object-cover" />
        </button>
        {images.length > 1 && (
          <>
            <button type="button" className={`${arrow} left-2`} aria-label={t('room.previous')} onClick={() => setIndex((i) => wrapIndex(i - 1, images.length))}>
              <ChevronLeft className="size-5" aria-hidden />
            </button>
            <button type="button" className={`${arrow} right-2`} aria-label={t('room.next')} onClick={() => setIndex((i) => wrapIndex(i + 1, images.length))}>
              <ChevronRight className="size-5" aria-hidden />
            </button>
          </>
        )}
      </div>
      <h3 className="font-serif text-xl text-olive-950">{room.name}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-500">{t('room.type')}</dt>
        <dd>{room.type === 'deluxe' ? t('room.deluxe') : t('room.standard')}</dd>
      </dl>
      <p className="font-semibold text-terracotta-700">{<NightlyPrice room={room} />}</p>
      <p className="text-sm text-stone-700">
        {t('room.maxGuests', { count: room.max_guests })} · {room.bed_type === 'matrimoniale' ? t('room.bedDouble') : t('room.bedTwin')}
      </p>
      {room.short_description && <p className="text-sm text-stone-700">{room.short_description}</p>}
      {room.full_description && <p className="text-sm text-stone-600">{room.full_description}</p>}
      <Button onClick={onBook} className="self-start">{t('room.book')}</Button>
      <Dialog open={zoom} onOpenChange={setZoom}>
        <DialogContent data-chat-owned className="max-w-[95vw] bg-stone-950 p-2 sm:max-w-4xl">
          <DialogTitle className="sr-only">
            {t('room.zoomTitle', { name: room.name, index: wrapIndex(index, images.length) + 1, total: images.length })}
          </DialogTitle>
          <Image src={current} alt={room.name} className="max-h-[85vh] w-full rounded-lg object-contain" />
        </DialogContent>
      </Dialog>
    </article>
  );
}

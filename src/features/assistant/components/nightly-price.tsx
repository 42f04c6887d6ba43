// A chat card's price a night before dates: "from" the coming year's lowest when the nights differ.
import { useTranslation } from 'react-i18next';
import { nightlyPrice } from '@/domain/room-price.ts';
import { formatEuro } from '@/lib/money.ts';

interface Priced {
  price_per_night: number;
  price_from?: number | null;
  price_to?: number | null;
}

export function NightlyPrice({ room }: { room: Priced }) {
  const { t } = useTranslation('assistant');
  const { ranged, price } = nightlyPrice(room.price_per_night, room.price_from, room.price_to);
  return <>{t(ranged ? 'room.perNightFrom' : 'room.perNight', { price: formatEuro(price) })}</>;
}

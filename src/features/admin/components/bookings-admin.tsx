import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/page-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useAdminBookings } from '../api/get-admin-bookings.ts';
import { useAdminRooms } from '../api/get-rooms.ts';
import { BookingLimitsForm } from './booking-limits-form.tsx';
import { BookingsCalendar } from './bookings-calendar.tsx';
import { BookingsList, RoomFeeds } from './bookings-list.tsx';
import { TapeChart } from './tape-chart.tsx';

export function BookingsAdmin() {
  const { t } = useTranslation('admin');
  const bookings = useAdminBookings();
  const rooms = useAdminRooms();
  if (bookings.isPending || rooms.isPending) return <Skeleton className="h-80 w-full" />;
  if (bookings.isError || rooms.isError) return <ErrorState onRetry={() => { void bookings.refetch(); void rooms.refetch(); }} />;
  return (
    <div className="flex flex-col gap-4">
      <RoomFeeds rooms={rooms.data} />
      <BookingLimitsForm />
      <Tabs defaultValue="calendar">
        <TabsList className="max-w-md">
          <TabsTrigger value="calendar">{t('bookings.calendar')}</TabsTrigger>
          <TabsTrigger value="list">{t('bookings.list')}</TabsTrigger>
          <TabsTrigger value="tape">{t('bookings.tapeChart')}</TabsTrigger>
        </TabsList>
        <TabsContent value="calendar" className="pt-4">
          <BookingsCalendar bookings={bookings.data} rooms={rooms.data} />
        </TabsContent>
        <TabsContent value="list" className="pt-4">
          <BookingsList bookings={bookings.data} />
        </TabsContent>
        <TabsContent value="tape" className="pt-4">
          <TapeChart />
        </TabsContent>
      </Tabs>
    </div>
  );
}

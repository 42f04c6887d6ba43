// Types the answer modules share.
export type { BookingFound, Lead, Settings } from './types.ts';

export interface StayDatesText {
  checkIn: string;
  checkOut: string;
  nights: number;
}

// Types the answer modules share.
export type { BookingFound, Lead, Settings } from './types.ts';

export interface StayDatesText {
  checkIn: string;
  checkOut: string;
  nights: number;
}

/** A product's facts as an answer states them. */
export interface ProductLine {
  name: string;
  price: number;
  milk: string | null;
  treatment: string | null;
  aging: number | null;
  stock: number;
}

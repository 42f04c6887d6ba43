export const bookingKeys = {
  all: ['booking'] as const,
  rooms: (lang: string) => [...bookingKeys.all, 'rooms', lang] as const,
  bookedRanges: (from: string, to: string) => [...bookingKeys.all, 'booked-ranges', from, to] as const,
  dayRules: (roomIds: string, from: string, to: string) => [...bookingKeys.all, 'day-rules', roomIds, from, to] as const,
  quote: (checkIn: string, checkOut: string, rooms: string) => [...bookingKeys.all, 'quote', checkIn, checkOut, rooms] as const,
  lookup: (reference: string, email: string) => [...bookingKeys.all, 'lookup', reference, email] as const,
};

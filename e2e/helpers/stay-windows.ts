// Where every journey that holds or books rooms takes its nights. Both projects run the journeys side by side on one
// database, and a hold or booking left by one journey makes another's room unavailable, so two windows may share a
// night only if they share no room. The check at the bottom refuses an overlap as soon as any spec imports this file.
import type { TestInfo } from '@playwright/test';
import { addDays, romeToday } from '../booking-helpers.ts';

/** The day the run started on (set once in playwright.config.ts), not today: see there. */
const runDay = () => process.env.E2E_RUN_DAY ?? romeToday();

const ANY = '*'; // the chat journeys pick rooms by position in a list, so they may take any room

interface Window {
  /** Days from the run's first day (Europe/Rome) to the first night, on the desktop project. */
  days: number;
  /** Nights the journey may hold or book from its first night (holds for the stays it tries count too). */
  nights: number;
  /** Extra days on the mobile project. */
  mobile: number;
  rooms: readonly string[];
  /** The journey's runs (project × language) each take a room of their own on the same nights. */
  roomPerRun?: boolean;
}

const w = (days: number, nights: number, mobile: number, ...rooms: string[]): Window => ({ days, nights, mobile, rooms });
const LAVANDA = 'Lavanda Deluxe';
const ORCHIDEA = 'Orchidea Deluxe';
const ELICRISIO = 'Elicrisio Standard';
const MIRTO = 'Standard Twin Mirto';
const GINEPRO = 'Standard Twin Ginepro';

const WINDOWS = {
  'booking-lookup/soon': w(9, 2, 4, MIRTO),
  'booking-flow/two-rooms': w(40, 2, 5, LAVANDA, ORCHIDEA),
  'booking-flow/hold-ran-out': w(50, 3, 6, ELICRISIO),
  'booking-lookup/later': w(60, 2, 5, MIRTO),
  'booking-flow/three-nights': w(70, 3, 5, LAVANDA),
  'outbox/booking': w(80, 1, 4, ELICRISIO),
  // Holds and books nothing, but asks about the Lavanda's nights (e2e/assistant-understanding.spec.ts).
  'understanding/follow-up': w(86, 3, 6, LAVANDA),
  'booking-flow/refused-it': w(100, 2, 5, ELICRISIO),
  'booking-flow/refused-en': w(130, 2, 5, ELICRISIO),
  'keyboard/booking': w(140, 2, 4, MIRTO),
  'a11y/cancel': w(170, 1, 4, MIRTO),
  'chat/booking-it': w(220, 2, 5, ANY),
  'chat/booking-en': w(230, 2, 5, ANY),
  'chat/limit-it': w(240, 1, 5, ANY),
  'chat/limit-en': w(250, 1, 5, ANY),
  'outbox/chat': w(260, 1, 5, ANY),
  'holds/second-visitor-it': w(270, 2, 4, ORCHIDEA),
  'holds/second-visitor-en': w(278, 2, 4, ORCHIDEA),
  'chat/two-rooms-it': w(284, 2, 5, ANY),
  'chat/two-rooms-en': w(292, 2, 5, ANY),
  'holds/countdown-it': w(310, 2, 4, ORCHIDEA),
  'holds/countdown-en': w(316, 2, 4, ORCHIDEA),
  'phone/booking-it': w(300, 2, 5, LAVANDA),
  'phone/booking-en': w(320, 2, 5, LAVANDA),
  'limits/booking_create-it': w(180, 2, 5, ELICRISIO),
  'limits/booking_create-en': w(190, 2, 5, ELICRISIO),
  'limits/payment-it': w(200, 2, 5, ELICRISIO),
  'limits/payment-en': w(210, 2, 5, ELICRISIO),
  // Its rate rule runs from the night before the stay to the tenth night after.
  'rates/it': w(459, 12, 12, MIRTO),
  'rates/en': w(483, 12, 12, MIRTO),
  // The owner's month: rates, a closure and desk bookings from its 8th night; its closure must show on /prenota, whose
  // calendar reads 400 days ahead.
  'admin-rates': { ...w(daysUntil(addDays(monthStart(12), 7)), 12, 0, ANY), roomPerRun: true },
  // Its rate rule and closure cover the first seven nights; under the 400 days the /prenota calendar reads ahead.
  'calendar-rules/it': w(150, 8, 8, GINEPRO),
  'calendar-rules/en': w(190, 8, 8, GINEPRO),
  // Two rooms in one desk booking, with a guarantee card.
  'admin-desk/it': w(640, 2, 4, LAVANDA, ORCHIDEA),
  'admin-desk/en': w(650, 2, 4, LAVANDA, ORCHIDEA),
  // A family at the desk: a child, a baby in a cot (Elicrisio's seeded cot; no desk run edits its settings).
  'admin-desk-family/it': w(660, 2, 4, ELICRISIO),
  'admin-desk-family/en': w(670, 2, 4, ELICRISIO),
  'family/it': w(400, 2, 8, ELICRISIO),
  'family/en': w(420, 2, 8, ELICRISIO),
  // The chat's held rooms and families (e2e/assistant-holds.spec.ts): the chat picks its rooms from a list.
  'chat-holds/family-it': w(560, 2, 5, ANY),
  'chat-holds/family-en': w(570, 2, 5, ANY),
  'chat-holds/lapse-it': w(580, 2, 5, ANY),
  'chat-holds/lapse-en': w(590, 2, 5, ANY),
  'chat-holds/held-it': w(600, 2, 5, ANY),
  'chat-holds/held-en': w(610, 2, 5, ANY),
  // Refusals naming their field (e2e/booking-refusals.spec.ts): held, then refused; nothing is booked. Below 340
  // days: admin-rates' month (a year ahead) moves between about 341 and 380 days with the day of the month.
  'refusals/page-it': w(324, 4, 4, GINEPRO),
  'refusals/page-en': w(332, 4, 4, GINEPRO),
  'refusals/chat-it': w(104, 2, 4, GINEPRO),
  'refusals/chat-en': w(112, 2, 4, GINEPRO),
  // Families refused by field on /prenota (e2e/booking-family-refusals.spec.ts): a cot and a child's age in the Mirto
  // (no cots), an extra bed and a child's age in the Elicrisio (no extra beds); held, then refused, nothing booked.
  'family-refusals/it': w(18, 4, 5, MIRTO, ELICRISIO),
  'family-refusals/en': w(28, 4, 5, MIRTO, ELICRISIO),
} as const satisfies Record<string, Window>;

/** The first day of the month `ahead` months from this one. */
function monthStart(ahead: number): string {
  const [y, m] = runDay().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + ahead, 1)).toISOString().slice(0, 10);
}

function daysUntil(iso: string): number {
  return Math.round((Date.parse(iso) - Date.parse(runDay())) / 86_400_000);
}

export type WindowName = keyof typeof WINDOWS;

/** The first night of a journey's window, on this project. */
export function stayWindow(name: WindowName, testInfo: TestInfo): string {
  const { days, mobile } = WINDOWS[name] as Window;
  return addDays(runDay(), days + (testInfo.project.name === 'mobile' ? mobile : 0));
}

function overlaps(): string[] {
  const taken = new Map<string, string>(); // "room|day" → window
  const found: string[] = [];
  for (const [name, win] of Object.entries(WINDOWS) as [string, Window][]) {
    for (const project of ['desktop', 'mobile']) {
      const first = win.days + (project === 'mobile' ? win.mobile : 0);
      for (let day = first; day < first + win.nights; day++) {
        for (const room of win.rooms) {
          for (const key of room === ANY ? [`${ANY}|${day}`, ...ROOM_NAMES.map((r) => `${r}|${day}`)] : [`${room}|${day}`, `${ANY}|${day}`]) {
            const other = taken.get(key);
            if (other && other !== `${name} (${project})` && !(win.roomPerRun && other.startsWith(`${name} (`))) found.push(`${name} (${project}) and ${other} share day ${day}`);
          }
        }
      }
      for (let day = first; day < first + win.nights; day++) for (const room of win.rooms) taken.set(`${room}|${day}`, `${name} (${project})`);
    }
  }
  return [...new Set(found)];
}

const ROOM_NAMES = [LAVANDA, ORCHIDEA, ELICRISIO, MIRTO, GINEPRO];
const clash = overlaps();
if (clash.length) throw new Error(`Booking journeys share rooms and nights:\n${clash.join('\n')}`);

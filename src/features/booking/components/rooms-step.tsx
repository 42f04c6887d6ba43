import { memo, useEffect, useMemo, useRef, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { useStableCallback } from '@/hooks/use-stable-callback.ts';
import { quoteReasonMessage, quoteTotal, touristTaxCents, type StayQuote } from '@/domain/stay-quote.ts';
import { fieldRefusalOfQuote, type FieldRefusal } from '@/domain/stay-refusal.ts';
import { formatDate } from '@/lib/dates.ts';
import { isNightTaken, isRoomFree, type BookedRange } from '../availability.ts';
import { arrivalReason, departureReason, indexDayRules, type DayRuleRow, type StayDays } from '../day-rules.ts';
import type { BookingFlowAction, BookingFlowState } from '../booking-flow.ts';
import { agesChosen, type PartyChange } from '@/domain/party.ts';
import type { Room } from '../api/get-rooms.ts';
import { nightsBetween } from '@/domain/nights.ts';
import { DateRangeFields } from './date-range-fields.tsx';
import { PriceBreakdown } from '@/components/stay-price-breakdown.tsx';
import { RoomCard } from './room-card.tsx';
import { StaySummary } from './stay-summary.tsx';
import { SummaryBar } from './summary-bar.tsx';

export interface RoomsStepProps {
  lang: 'it' | 'en';
  today: string;
  state: BookingFlowState;
  dispatch: Dispatch<BookingFlowAction>;
  rooms: Room[];
  ranges: BookedRange[];
  /** The rooms' minimum stays and closed days, once loaded (until then only taken nights limit the calendar). */
  dayRules?: DayRuleRow[];
  /** The database's quote of the chosen stay, once it has answered. */
  quote?: StayQuote;
}

// Memoised: the page renders again for queries the step does not read (a hold, the payment's state).
export const RoomsStep = memo(function RoomsStep({ lang, today, state, dispatch, rooms, ranges, dayRules, quote }: RoomsStepProps) {
  const { t } = useTranslation('booking');
  const { checkIn, checkOut } = state;
  const selectedIds = state.rooms.map((r) => r.roomId);
  const allIds = rooms.map((r) => r.id);
  const nights = nightsBetween(checkIn, checkOut);
  const chosen = state.rooms
    .map((s) => ({ sel: s, room: rooms.find((r) => r.id === s.roomId) }))
    .filter((x): x is { sel: (typeof state.rooms)[number]; room: Room } => Boolean(x.room));
  const rules = useMemo(() => indexDayRules(dayRules ?? []), [dayRules]);
  const stayDays: StayDays = { ranges, rules, selected: selectedIds, all: allIds };
  const showSummary = Boolean(checkIn && checkOut && nights > 0 && chosen.length > 0);
  // Only the database's quote is a price: until it answers the summary says it is being worked out.
  const totalCents = quoteTotal(quote);
  // Until every child's age is chosen the quote is not the family's: the page asks for the ages instead.
  const agesMissing = !state.rooms.every(agesChosen);
  const refused = showSummary && !agesMissing && quote && !quote.ok ? quote : null;
  // A refusal about one field (a party the room no longer takes, dates no longer valid) is said beside that field:
  // the server's answer to a hold or a booking that sent the visitor back here, else the live quote's. The rates'
  // own reasons (minimum stay, closed days) stay in the notice below, as the calendar explains them too.
  const fieldError = state.refusal ?? (refused ? fieldRefusalOfQuote(refused, { rates: false }) : null);
  const refusal = refused && !fieldError ? quoteReasonMessage(refused, (d) => formatDate(d, lang, 'EEEE d MMMM')) : null;
  const field = fieldError && placed(fieldError, state.rooms, rooms);
  const fieldText = field && t(field.message.key, formatted(field.message.params, lang));
  // Sent back here by the server, or pressing on past a refused field: that field takes the focus.
  const [focusTick, setFocusTick] = useState(state.refusal ? 1 : 0);
  // The cards' actions are stable, so a card renders again only when its own room, party or state changes, not when
  // the taken nights, the day rules or a quote arrive (each re-rendered every card).
  const onToggle = useStableCallback((roomId: string) => dispatch({ type: 'toggleRoom', roomId }));
  const onParty = useStableCallback((room: Room, change: PartyChange) => dispatch({ type: 'setParty', roomId: room.id, change, limits: room }));
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusTick) return;
    // After the page's own scroll to the top of a new step.
    const frame = requestAnimationFrame(() => {
      const target = root.current?.querySelector<HTMLElement>('[data-refused]');
      target?.scrollIntoView({ block: 'center' });
      target?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [focusTick]);

  return (
    <div ref={root} className="flex flex-col gap-8">
      <DateRangeFields
        lang={lang}
        checkIn={checkIn}
        checkOut={checkOut}
        isCheckInDisabled={(day) => day < today}
        isCheckOutDisabled={(day) => !checkIn || day <= checkIn}
        checkInReason={(day) => arrivalReason(stayDays, day)}
        checkOutReason={(day) => (checkIn ? departureReason(stayDays, checkIn, day) : null)}
        isTaken={(day) => selectedIds.some((id) => isNightTaken(ranges, id, day))}
        onCheckIn={(day) => dispatch({ type: 'setCheckIn', day })}
        onCheckOut={(day) => dispatch({ type: 'setCheckOut', day })}
        error={fieldText && (field.field === 'checkIn' || field.field === 'checkOut') ? { field: field.field, text: fieldText } : undefined}
      />

      <section aria-labelledby="rooms-title" className="flex flex-col gap-4">
        <h2
          id="rooms-title"
          className="font-serif text-2xl"
          {...(fieldText && field.field === 'rooms' ? { tabIndex: -1, 'aria-describedby': 'rooms-refused', 'data-refused': '' } : {})}
        >
          {t('rooms.title')}
        </h2>
        {fieldText && field.field === 'rooms' && (
          <p id="rooms-refused" data-testid="rooms-refusal" className="text-sm font-medium text-red-700">
            {fieldText}
          </p>
        )}
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {rooms.map((room, i) => {
            const sel = state.rooms.find((r) => r.roomId === room.id);
            return (
              <RoomCard
                key={room.id}
                room={room}
                priority={i < 3}
                party={sel ?? null}
                unavailable={Boolean(checkIn && checkOut && nights > 0 && !isRoomFree(ranges, room.id, checkIn, checkOut))}
                onToggle={onToggle}
                onParty={onParty}
                refusal={fieldText && field.roomId === room.id && isParty(field.field) ? { field: field.field, text: fieldText } : undefined}
              />
            );
          })}
        </div>
      </section>

      {fieldText && isParty(field.field) && !state.rooms.some((r) => r.roomId === field.roomId) && (
        <p role="alert" data-testid="party-refusal" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {fieldText}
        </p>
      )}

      {refusal && (
        <p role="alert" data-testid="quote-refusal" className="rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          {t(refusal.key, refusal.params)}
        </p>
      )}

      {state.error && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {t(state.error)}
        </p>
      )}

      {showSummary && checkIn && checkOut && (
        <SummaryBar
          nights={nights}
          totalCents={totalCents}
          // A stay the rates refuse goes no further; the reason is on screen (and was announced) above.
          onContinue={() => {
            if (field) setFocusTick((n) => n + 1);
            else if (!refusal) dispatch({ type: 'toDetails', today }); // missing ages: the reducer says so
          }}
        >
          <StaySummary
            lang={lang}
            checkIn={checkIn}
            checkOut={checkOut}
            nights={nights}
            lines={chosen.map(({ sel, room }) => ({ roomId: room.id, name: room.name, guests: sel.guests }))}
            totalCents={totalCents}
            touristTaxCents={quote?.ok ? touristTaxCents(quote) : 0}
            breakdown={quote?.ok && <PriceBreakdown lang={lang} quote={quote} />}
          />
        </SummaryBar>
      )}
    </div>
  );
});

const isParty = (f: FieldRefusal['field']): f is 'guests' | 'childAges' | 'cots' | 'extraBeds' =>
  f === 'guests' || f === 'childAges' || f === 'cots' || f === 'extraBeds';

/** The refusal tied to a room of this page: its id (a body refused by position has only its index) and its name. */
function placed(r: FieldRefusal, chosen: readonly { roomId: string }[], rooms: readonly Room[]): FieldRefusal {
  const roomId = r.roomId ?? (r.roomIndex !== undefined ? (chosen[r.roomIndex]?.roomId ?? null) : null);
  const name = rooms.find((room) => room.id === roomId)?.name;
  const params = r.message.params && name && !r.message.params.room ? { ...r.message.params, room: name } : r.message.params;
  return { ...r, roomId, message: { ...r.message, params } };
}

/** A refused day as the page shows days. */
function formatted(params: Record<string, string | number> | undefined, lang: 'it' | 'en') {
  return params && typeof params.date === 'string' && params.date ? { ...params, date: formatDate(params.date, lang, 'EEEE d MMMM') } : params;
}

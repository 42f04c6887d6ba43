import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { addDays, format, parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { BookingConfirmation, type ConfirmedStay } from '@/components/booking-confirmation.tsx';
import { PageStates } from '@/components/ui/page-states.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { usePayPalApproval } from '@/components/paypal-approval.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { paymentErrorMessage } from '@/domain/refusals.ts';
import { isHoldLimit } from '@/domain/stay-hold.ts';
import { fieldRefusal, fieldRefusalOfQuote, type FieldRefusal } from '@/domain/stay-refusal.ts';
import { useDeferredData } from '@/hooks/use-deferred-data.ts';
import { useStableCallback } from '@/hooks/use-stable-callback.ts';
import { toLanguage } from '@/lib/i18n.ts';
import { randomId } from '@/lib/random-id.ts';
import { useBookedRanges } from '../api/get-booked-ranges.ts';
import { useRooms, type Room } from '../api/get-rooms.ts';
import { useStayDayRules } from '../api/get-stay-day-rules.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { useStayQuote } from '../api/get-quote.ts';
import { useHoldStay, useReleaseHold } from '../api/hold-stay.ts';
import { bookingErrorMessage } from '../booking-errors.ts';
import { bookingFlowReducer, initialBookingFlow, type BookingFlowAction } from '../booking-flow.ts';
import type { PaymentValues } from '../booking-schemas.ts';
import { farmToday } from '../cancellation-fee.ts';
import { nightsBetween } from '@/domain/nights.ts';
import { quoteTotal, touristTaxCents } from '@/domain/stay-quote.ts';
import { BookingSteps } from './booking-steps.tsx';
import { FinalSummary } from './final-summary.tsx';
import { PriceBreakdown } from '@/components/stay-price-breakdown.tsx';
import { HoldBanner } from '@/components/hold-banner.tsx';
import { RoomsStep } from './rooms-step.tsx';

const PaymentStep = lazy(() => import('./payment-step.tsx'));
// The details' form (react-hook-form, zod building its schema) is not part of the first screen: it loads once a stay
// is chosen (below), so pressing Continue rarely waits for it.
const loadDetailsStep = () => import('./details-step.tsx');
const DetailsStep = lazy(() => loadDetailsStep().then((m) => ({ default: m.DetailsStep })));

const NO_RANGES: never[] = [];

export function BookingWizard() {
  const { t, i18n } = useTranslation(['booking', 'errors']);
  const { approvePayPal, dialog: payPalDialog } = usePayPalApproval();
  const lang = toLanguage(i18n.resolvedLanguage);
  // Once per visit to the page: the day does not change under a visitor choosing dates.
  const [today] = useState(farmToday);
  const horizon = format(addDays(parseISO(today), 400), 'yyyy-MM-dd');
  const roomsQuery = useDeferredData(useRooms(lang));
  // The taken nights and the day rules reach the calendar as deferred updates too (each answer re-renders the
  // calendar and the room cards: in slices, not in one long task while the page is still loading).
  const ranges = useDeferredValue(useBookedRanges(today, horizon).data);
  const roomIds = useMemo(() => (roomsQuery.data ?? []).map((r) => r.id), [roomsQuery.data]);
  // Asked once the rooms are on screen, so the first screen never waits for the rates.
  const dayRules = useDeferredValue(useStayDayRules(roomIds, today, horizon).data);
  const createBooking = useCreateBooking();
  const [state, dispatch] = useReducer(bookingFlowReducer, initialBookingFlow);
  const hold = useHoldStay();
  const releaseHold = useReleaseHold();
  const held = hold.data?.ok ? hold.data : null;
  // Asked while choosing; once held, the hold's own quote is the stay's (a new quote would see the hold as taken).
  const asked = useStayQuote({
    checkIn: state.checkIn ?? undefined,
    checkOut: state.checkOut ?? undefined,
    rooms: state.step === 'rooms' ? state.rooms : [],
  }).data;
  const quote = held ? held.quote : asked;
  // What the confirmation shows, from the server's answer: it stays on screen (the old site went home after 2 s).
  const [confirmed, setConfirmed] = useState<ConfirmedStay | null>(null);

  const stayChosen = Boolean(state.checkIn && state.checkOut && state.rooms.length > 0);
  useEffect(() => {
    if (stayChosen) loadDetailsStep().catch(() => undefined); // a failure is left to the step's own load
  }, [stayChosen]);

  // A new step starts at the top; the first one keeps the browser's position (and forces no layout while loading).
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    window.scrollTo({ top: 0 });
  }, [state.step]);

  const holdRooms = () => {
    if (!state.checkIn || !state.checkOut) return;
    hold.mutate({ checkIn: state.checkIn, checkOut: state.checkOut, rooms: state.rooms }, {
      onSuccess: (answer) => {
        const field = !answer.ok && !isHoldLimit(answer) ? fieldRefusalOfQuote(answer) : null;
        if (field) refuse(field);
      },
    });
  };
  // Changing the stay frees the nights at once rather than when the hold lapses.
  const leaveHold = (action: BookingFlowAction) => {
    dispatch(action);
    if (held) releaseHold.mutate(held.hold_id);
    hold.reset();
  };
  // The server refused a field of step 1: back there, the field said and focused; the hold (if any) let go.
  const refuse = (refusal: FieldRefusal) => {
    leaveHold({ type: 'refused', refusal });
  };
  // From the rooms to the details: the moment the chosen rooms are held for this visitor. One function for the
  // page's life (the memoised rooms step is not rendered again by a render that changes nothing of it).
  const roomsDispatch = useStableCallback((action: BookingFlowAction) => {
    dispatch(action);
    if (action.type === 'toDetails' && bookingFlowReducer(state, action).step === 'details') holdRooms();
  });

  const confirm = (rooms: Room[]) => async (values: PaymentValues) => {
    const chosen = state.rooms.flatMap((s) => {
      const room = rooms.find((r) => r.id === s.roomId);
      return room ? [{ ...s, name: room.name }] : [];
    });
    if (!state.checkIn || !state.checkOut || !state.details || !state.requestId || chosen.length === 0) {
      throw new Error(t('validation.missingData'));
    }
    try {
      const booking = await createBooking.mutateAsync({
        checkIn: state.checkIn,
        checkOut: state.checkOut,
        rooms: chosen,
        guest: state.details,
        paymentMethod: values.method,
        card: { number: values.cardNumber, expiry: values.cardExpiry, cvv: values.cardCvv, holder: values.cardName },
        approvePayPal,
        language: lang,
        clientRequestId: state.requestId,
        holdId: held?.hold_id,
      });
      toast.success(t('result.successTitle'), { description: t('result.successBody') });
      setConfirmed({
        reference: booking.reference,
        email: state.details.email,
        checkIn: state.checkIn,
        checkOut: state.checkOut,
        nights: booking.nights,
        rooms: chosen.map((r) => ({ name: r.name, guests: r.guests })),
        totalCents: Math.round(booking.totalPrice * 100),
        touristTaxCents: Math.round(booking.touristTax * 100),
        method: values.method,
      });
      dispatch({ type: 'confirmed', reference: booking.reference });
    } catch (error) {
      // The provider's reason (declined, insufficient funds, expired…) or the database's (room taken, limits…);
      // only a failure nobody explained is worth a line in the console.
      const refused = paymentErrorMessage(error);
      const field = refused ? null : fieldRefusal(error);
      if (field) {
        toast.error(t('result.errorTitle'), { description: t('result.fieldRefused') });
        refuse(field);
        return;
      }
      const m = refused ?? bookingErrorMessage(error);
      if (m.key === 'booking:result.error') console.error('create booking failed', error);
      const text = t(m.key, m.params);
      toast.error(refused ? t('errors:payment.declinedTitle') : t('result.errorTitle'), { description: text });
      throw new Error(text);
    }
  };

  return (
    <div className="flex flex-col gap-8">
      <BookingSteps step={state.step} />
      {(state.step === 'details' || state.step === 'payment') && (
        <HoldBanner
          lang={lang}
          pending={hold.isPending}
          failed={hold.isError}
          answer={hold.data}
          onRetry={holdRooms}
          onChangeStay={() => leaveHold({ type: 'changeStay' })}
        />
      )}
      <PageStates
        query={roomsQuery}
        pending={<Skeleton className="h-96 w-full" />}
      >
        {(rooms) => {
          if (state.step === 'rooms') {
            return (
              <RoomsStep lang={lang} today={today} state={state} dispatch={roomsDispatch} rooms={rooms} ranges={ranges ?? NO_RANGES} dayRules={dayRules} quote={quote} />
            );
          }
          if (state.step === 'details') {
            return (
              <Suspense fallback={<Skeleton className="h-96 w-full" />}>
                <DetailsStep
                  initial={state.details}
                  onBack={(details) => leaveHold({ type: 'back', details })}
                  onSubmit={(details) => dispatch({ type: 'toPayment', details, requestId: randomId() })}
                />
              </Suspense>
            );
          }
          if (state.step === 'payment' && state.details && state.checkIn && state.checkOut) {
            const nights = nightsBetween(state.checkIn, state.checkOut);
            const lines = state.rooms.map((s) => ({
              roomId: s.roomId,
              name: rooms.find((r) => r.id === s.roomId)?.name ?? '',
              guests: s.guests,
            }));
            return (
              <Suspense fallback={<Skeleton className="h-96 w-full" />}>
                <PaymentStep
                  initial={state.payment}
                  onBack={(payment) => dispatch({ type: 'back', payment })}
                  onConfirm={confirm(rooms)}
                  summary={
                    <FinalSummary
                      lang={lang}
                      guest={state.details}
                      checkIn={state.checkIn}
                      checkOut={state.checkOut}
                      nights={nights}
                      lines={lines}
                      totalCents={quoteTotal(quote)}
                      touristTaxCents={quote?.ok ? touristTaxCents(quote) : 0}
            breakdown={quote?.ok && <PriceBreakdown lang={lang} quote={quote} />}
                    />
                  }
                />
              </Suspense>
            );
          }
          return confirmed && <BookingConfirmation stay={confirmed} />;
        }}
      </PageStates>
      {payPalDialog}
    </div>
  );
}

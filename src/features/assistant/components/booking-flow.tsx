// The in-chat booking flow: one reducer (booking-flow.ts) drives the steps; this renders the current one. Going on
// to the details holds the rooms for 10 minutes as /prenota does; going back to the guests or closing lets them go.
import { useMemo, useReducer, useRef } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BookingConfirmation } from '@/components/booking-confirmation.tsx';
import { HoldBanner } from '@/components/hold-banner.tsx';
import { PriceBreakdown } from '@/components/stay-price-breakdown.tsx';
import { TouristTaxLine } from '@/components/tourist-tax-line.tsx';
import { Button } from '@/components/ui/button.tsx';
import { usePayPalApproval } from '@/components/paypal-approval.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { bookingLimitMessage, paymentErrorMessage, stayRuleMessage } from '@/domain/refusals.ts';
import { toLanguage } from '@/lib/i18n.ts';
import { RoomUnavailableError, useCreateChatBooking } from '../api/create-chat-booking.ts';
import { useChatQuote } from '../api/get-chat-quote.ts';
import { useChatHold } from '../api/hold-chat-stay.ts';
import { chatFieldRefusal, chatQuoteRefusal } from '../quote-refusal.ts';
import { formatDate } from '@/lib/dates.ts';
import { nightsBetween } from '@/domain/nights.ts';
import { quoteTotal, stayTotalText, touristTaxCents } from '@/domain/stay-quote.ts';
import {
  canGoBack, flowReducer, flowRooms, holdsRooms, initFlow, stayRoom, validateStep, type FlowAction, type FlowRoom,
} from '../booking-flow.ts';
import type { ChatRoom } from '../types.ts';
import { FlowStepFields } from './booking-flow-steps.tsx';

const todayIso = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

export function BookingFlow({ rooms, offer = [], onExit }: { rooms: ChatRoom[]; offer?: ChatRoom[]; onExit: () => void }) {
  // 'booking': the hold's, the party's and a held stay's words are /prenota's own.
  const { t, i18n } = useTranslation(['assistant', 'errors', 'booking']);
  const lang = toLanguage(i18n.language);
  const { approvePayPal, dialog: payPalDialog } = usePayPalApproval();
  const [state, dispatch] = useReducer(flowReducer, null, () =>
    initFlow(rooms as FlowRoom[], offer as FlowRoom[], { country: t('booking:details.defaultCountry') }));
  const create = useCreateChatBooking();
  const chatHold = useChatHold();
  const held = chatHold.held;
  const requestId = useRef(crypto.randomUUID());
  const today = useMemo(() => todayIso(), []);
  const nights = nightsBetween(state.checkIn, state.checkOut);
  // The database's price of this stay while choosing (the room's flat price stands in while it loads); once held,
  // the hold's own quote (a new one would count the hold as someone else's).
  const asked = useChatQuote({
    checkIn: state.checkIn ?? undefined, checkOut: state.checkOut ?? undefined,
    rooms: holdsRooms(state.step) ? [] : flowRooms(state).map(stayRoom),
  }).data;
  const quote = holdsRooms(state.step) ? held?.quote : asked;
  const refusal = quote && !quote.ok ? chatQuoteRefusal(quote) : null;

  const holdRooms = () => {
    if (state.checkIn && state.checkOut) chatHold.take({ checkIn: state.checkIn, checkOut: state.checkOut, rooms: flowRooms(state).map(stayRoom) });
  };
  // Entering the details holds the rooms; leaving them for the guests (back, change the stay) lets them go.
  const act = (action: FlowAction) => {
    const after = flowReducer(state, action).step;
    dispatch(action);
    if (!holdsRooms(state.step) && holdsRooms(after)) holdRooms();
    else if (holdsRooms(state.step) && !holdsRooms(after) && after !== 'confirmation') chatHold.letGo();
  };

  const confirm = () => {
    const error = validateStep(state, today);
    if (error) return dispatch({ type: 'fail', error });
    create.mutate(
      { state, language: lang, requestId: requestId.current, approvePayPal, holdId: held?.hold_id ?? null },
      {
        onSuccess: (result) => {
          dispatch({ type: 'confirmed', result });
          toast.success(t('toast.bookedTitle'), { description: t('toast.bookedText') });
        },
        onError: (e) => {
          const refused = paymentErrorMessage(e);
          // The farm's limits, or the rates (minimum stay, closed arrival or departure day) the chat's dates broke.
          const limit = bookingLimitMessage(e) ?? stayRuleMessage(e);
          // Dates or a party the server refused: back to the step that asks for them, naming what to fix.
          const field = refused ? null : chatFieldRefusal(e, flowRooms(state).map((c) => c.room), (d) => formatDate(d, lang, 'EEEE d MMMM'));
          if (field) {
            act({ type: 'refused', step: field.step, error: field.error });
          } else if (refused) {
            // The provider's reason in the flow; going back to the card step lets the guest try another card.
            dispatch({ type: 'fail', error: { key: refused.key, params: refused.params } });
          } else if (e instanceof RoomUnavailableError) {
            dispatch({ type: 'fail', error: { key: 'flow.errors.unavailable', params: { room: e.room } } });
          } else if (limit) {
            dispatch({ type: 'fail', error: limit });
          } else {
            console.error('chat booking failed', e);
            toast.error(t('toast.errorTitle'), { description: t('flow.errors.save') });
          }
          requestId.current = crypto.randomUUID();
        },
      },
    );
  };

  if (state.step === 'confirmation' && state.result) {
    // The same confirmation as the booking page's, from the server's answer.
    return (
      <div className="flex flex-col gap-2 pb-4" data-testid="chat-booking-confirmed">
        <BookingConfirmation
          compact
          stay={{
            reference: state.result.reference,
            email: state.details.email,
            checkIn: state.checkIn ?? '',
            checkOut: state.checkOut ?? '',
            nights: state.result.nights,
            rooms: flowRooms(state).map((c) => ({ name: c.room.name, guests: c.guests })),
            totalCents: Math.round(state.result.totalPrice * 100),
            touristTaxCents: Math.round(state.result.touristTax * 100),
            method: state.payment.method,
          }}
        />
        <Button className="mx-4" onClick={onExit}>{t('flow.done')}</Button>
      </div>
    );
  }

  return (
    <section aria-labelledby="chat-flow-step" className="flex flex-col gap-4 p-4">
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="text-xs uppercase tracking-wider text-stone-500">{t('flow.title')}{state.room ? ` · ${flowRooms(state).map((c) => c.room.name).join(', ')}` : ''}</p>
          <h3 id="chat-flow-step" className="font-serif text-xl text-olive-950">{t(`flow.steps.${state.step}`)}</h3>
        </div>
        <button type="button" onClick={onExit} aria-label={t('flow.close')} className="grid size-9 cursor-pointer place-items-center rounded-full hover:bg-stone-900/5">
          <X className="size-5" aria-hidden />
        </button>
      </div>

      {holdsRooms(state.step) && (
        <HoldBanner compact lang={lang} pending={chatHold.hold.isPending} failed={chatHold.hold.isError} answer={chatHold.hold.data}
          onRetry={holdRooms} onChangeStay={() => act({ type: 'changeStay' })} />
      )}

      <FlowStepFields state={state} dispatch={act} today={today} />

      {state.room && nights > 0 && state.step !== 'room' && state.step !== 'dates' && (
        <p className="rounded-lg bg-white p-3 text-sm text-stone-700">
          {t('flow.nights', { count: nights })} · {t('flow.total')}:{' '}
          <strong data-testid="chat-flow-total">{stayTotalText(quoteTotal(quote), t('flow.totalPending'))}</strong>
          {quote?.ok && <TouristTaxLine cents={touristTaxCents(quote)} className="mt-1" />}
        </p>
      )}
      {quote?.ok && nights > 0 && state.step !== 'room' && state.step !== 'dates' && (
        <div className="rounded-lg bg-white p-3" data-testid="chat-price-breakdown">
          <PriceBreakdown lang={lang} quote={quote} />
        </div>
      )}
      {refusal && state.step !== 'room' && (
        <p role="status" className="text-sm font-medium text-amber-900" data-testid="chat-quote-refusal">
          {t(refusal.key, refusal.params)}
        </p>
      )}

      {state.error && (
        <p role="alert" className="text-sm font-medium text-red-700" data-testid="chat-flow-error">
          {t(state.error.key, state.error.params)}
        </p>
      )}

      {state.step !== 'room' && (
        <div className="flex justify-between gap-2">
          {canGoBack(state.step) ? (
            <Button variant="outline" onClick={() => act({ type: 'back' })}>{t('flow.back')}</Button>
          ) : (
            <span />
          )}
          {state.step === 'policy' ? (
            <Button onClick={confirm} pending={create.isPending} disabled={!state.consents.privacy || !state.consents.terms}>
              {t('flow.confirm')}
            </Button>
          ) : (
            <Button onClick={() => act({ type: 'next', today })}>{t('flow.next')}</Button>
          )}
        </div>
      )}
      {payPalDialog}
    </section>
  );
}

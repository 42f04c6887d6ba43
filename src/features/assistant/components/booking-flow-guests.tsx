// The guests step of the in-chat booking: each room's guests, the children among them with their ages, and the
// cots and extra beds the room allows (the same fields and rules as /prenota), and the rooms that can join.
import type { Dispatch } from 'react';
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PartyFields, type PartyRoom } from '@/components/party-fields.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { addableRooms, flowRooms, type FlowAction, type FlowRoom, type FlowRoomParty, type FlowState } from '../booking-flow.ts';
import { Field } from './flow-field.tsx';

const partyRoom = (r: FlowRoom): PartyRoom => ({
  name: r.name,
  maxGuests: r.max_guests,
  maxCots: r.max_cots ?? 0,
  cotFee: Number(r.cot_fee ?? 0),
  maxExtraBeds: r.max_extra_beds ?? 0,
  extraBedFee: Number(r.extra_bed_fee ?? 0),
});

function Party({ c, dispatch }: { c: FlowRoomParty; dispatch: Dispatch<FlowAction> }) {
  return (
    <PartyFields room={partyRoom(c.room)} party={c} guestsField={false}
      onChange={(change) => dispatch({ type: 'changeParty', id: c.room.id, change })} />
  );
}

export function FlowGuests({ state, dispatch }: { state: FlowState; dispatch: Dispatch<FlowAction> }) {
  const { t } = useTranslation('assistant');
  const [first, ...more] = flowRooms(state);
  const addable = addableRooms(state);
  const step = 'grid size-10 cursor-pointer place-items-center rounded-full border border-stone-300 bg-white';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <Label htmlFor="flow-guests">{t('flow.guests')}</Label>
        <div className="flex items-center gap-2">
          <button type="button" aria-label={t('flow.fewer')} onClick={() => dispatch({ type: 'setGuests', guests: state.guests - 1 })} className={step}><Minus className="size-4" aria-hidden /></button>
          <Input id="flow-guests" inputMode="numeric" className="w-20 text-center" value={state.guests}
            onChange={(e) => dispatch({ type: 'setGuests', guests: Number(e.target.value) })} />
          <button type="button" aria-label={t('flow.more')} onClick={() => dispatch({ type: 'setGuests', guests: state.guests + 1 })} className={step}><Plus className="size-4" aria-hidden /></button>
        </div>
      </div>
      {first && <Party c={first} dispatch={dispatch} />}
      {more.map((c) => (
        <div key={c.room.id} className="flex flex-col gap-2 border-t border-stone-200 pt-3" data-testid="flow-more-room">
          <div className="flex flex-wrap items-end gap-2">
            <Field id={`flow-guests-${c.room.id}`} label={t('flow.roomGuests', { room: c.room.name })} inputMode="numeric" className="w-20 text-center"
              value={c.guests} onChange={(e) => dispatch({ type: 'setRoomGuests', id: c.room.id, guests: Number(e.target.value) })} />
            <button type="button" onClick={() => dispatch({ type: 'removeRoom', id: c.room.id })}
              className="min-h-10 cursor-pointer rounded-lg px-2 text-sm text-olive-800 underline">
              {t('flow.removeRoom', { room: c.room.name })}
            </button>
          </div>
          <Party c={c} dispatch={dispatch} />
        </div>
      ))}
      {addable.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {addable.map((r) => (
            <button key={r.id} type="button" onClick={() => dispatch({ type: 'addRoom', room: r })}
              className="flex min-h-10 cursor-pointer items-center gap-1 rounded-lg border border-stone-300 bg-white px-3 text-sm hover:border-olive-600">
              <Plus className="size-4" aria-hidden />
              {t('flow.addRoom', { room: r.name })}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

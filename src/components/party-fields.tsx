import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input.tsx';
import { formatEuro } from '@/lib/money.ts';
import type { Party, PartyChange } from '@/domain/party.ts';

/** What a room allows its party (get_rooms: max_guests, max_cots, cot_fee, max_extra_beds, extra_bed_fee). */
export interface PartyRoom {
  name: string;
  maxGuests: number;
  maxCots: number;
  cotFee: number;
  maxExtraBeds: number;
  extraBedFee: number;
}

export interface PartyFieldsProps {
  room: PartyRoom;
  party: Party;
  onChange: (change: PartyChange) => void;
  /** Off where the guests have their own control (the chat's). */
  guestsField?: boolean;
  /** The server refused this field of the party: said under it, the field marked (and focused by the page). */
  error?: { field: PartyField; text: string };
}

export type PartyField = 'guests' | 'childAges' | 'cots' | 'extraBeds';

// Two even columns, every control as wide as its column: labels never squeezed by a wider neighbour (390 px desk).
const ROW = 'grid grid-cols-2 gap-3';
const SELECT = 'h-10 w-full min-w-0 rounded-md border border-stone-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-olive-700 aria-invalid:border-red-600';
const AGES = Array.from({ length: 18 }, (_, i) => i);

/** Guests, the children among them with their ages, and the cots and extra beds the room allows (/prenota and chat). */
export function PartyFields({ room, party, onChange, guestsField = true, error }: PartyFieldsProps) {
  const { t } = useTranslation('booking');
  const id = useId();
  const ages = party.childAges ?? [];
  const count = (max: number) => Array.from({ length: max + 1 }, (_, i) => i);
  const errorId = `${id}-refused`;
  // Where the refusal is said: its own field when shown here, else the fieldset's end (a field this form lacks).
  const shown = error && ({ guests: guestsField, childAges: true, cots: room.maxCots > 0, extraBeds: room.maxExtraBeds > 0 } as const)[error.field];
  const on = (field: PartyField, note?: string) =>
    shown && error.field === field
      ? { 'aria-invalid': true, 'aria-describedby': note ? `${errorId} ${note}` : errorId, 'data-refused': '' }
      : { 'aria-describedby': note };
  // Short visible labels (the room's name is on the card, the desk line or the chat step above them); the name is
  // still in each label for screen readers, so "Guests in Lavanda Deluxe" is not one of five alike "Guests".
  const label = (text: string, rest = 'party.label.inRoom') => (
    <>
      {text}
      <span className="sr-only"> {t(rest, { room: room.name })}</span>
    </>
  );
  // A field this form lacks (a cot where the room has none): the sentence itself takes the page's focus and is read.
  const message = error && (
    <p id={errorId} data-testid="party-refusal" className="text-sm font-medium text-red-700" {...(shown ? {} : { tabIndex: -1, 'data-refused': '' })}>
      {error.text}
    </p>
  );
  return (
    <fieldset className="flex flex-col gap-3" data-testid="party">
      <legend className="sr-only">{t('party.legend', { room: room.name })}</legend>
      <div className={ROW}>
        {guestsField && (
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={`${id}-guests`} className="text-sm font-medium text-stone-800">
              {label(t('party.label.guests'))}
            </label>
            <Input
              id={`${id}-guests`}
              type="number"
              inputMode="numeric"
              min={1}
              max={room.maxGuests + (party.extraBeds ?? 0) + (party.cots ?? 0)}
              step={1}
              value={party.guests}
              onChange={(e) => onChange({ field: 'guests', value: e.target.value })}
              className="h-10 w-full min-w-0"
              {...on('guests')}
            />
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-children`} className="text-sm font-medium text-stone-800">
            {label(t('party.label.children'), 'party.label.childrenInRoom')}
          </label>
          <select
            id={`${id}-children`}
            className={SELECT}
            {...(ages.length === 0 ? on('childAges') : {})}
            value={ages.length}
            onChange={(e) => onChange({ field: 'children', value: e.target.value })}
          >
            {count(Math.max(0, party.guests - 1)).map((n) => (
              <option key={n} value={n}>{n}</option>
            ))}
          </select>
        </div>
      </div>
      {shown && (error.field === 'guests' || (error.field === 'childAges' && ages.length === 0)) && message}
      {ages.length > 0 && (
        <div className={ROW}>
          {ages.map((age, i) => (
            <div key={i} className="flex min-w-0 flex-col gap-1">
              <label htmlFor={`${id}-age-${i}`} className="text-sm text-stone-800">
                {label(t('party.label.childAge', { n: i + 1 }))}
              </label>
              <select
                id={`${id}-age-${i}`}
                className={SELECT}
                value={age ?? ''}
                aria-invalid={age === null}
                {...(i === 0 ? on('childAges') : {})}
                onChange={(e) => onChange({ field: 'childAge', index: i, value: e.target.value })}
              >
                <option value="">{t('party.chooseAge')}</option>
                {AGES.map((a) => (
                  <option key={a} value={a}>{t('party.years', { count: a })}</option>
                ))}
              </select>
            </div>
          ))}
        </div>
      )}
      {shown && error.field === 'childAges' && ages.length > 0 && message}
      {(room.maxCots > 0 || room.maxExtraBeds > 0) && (
        <div className={ROW}>
          {room.maxCots > 0 && (
            <div className="flex min-w-0 flex-col gap-1">
              <label htmlFor={`${id}-cots`} className="text-sm font-medium text-stone-800">
                {label(t('party.label.cots'))}
              </label>
              <select id={`${id}-cots`} className={SELECT} value={party.cots ?? 0} {...on('cots', `${id}-cots-note`)}
                onChange={(e) => onChange({ field: 'cots', value: e.target.value })}>
                {count(room.maxCots).map((n) => <option key={n} value={n}>{n}</option>)}
              </select>
              <span id={`${id}-cots-note`} className="text-xs text-stone-600">
                {room.cotFee > 0 ? t('party.cotFee', { price: formatEuro(room.cotFee) }) : t('party.cotFree')}
              </span>
            </div>
          )}
          {room.maxExtraBeds > 0 && (
            <div className="flex min-w-0 flex-col gap-1">
              <label htmlFor={`${id}-beds`} className="text-sm font-medium text-stone-800">
                {label(t('party.label.extraBeds'))}
              </label>
              <select id={`${id}-beds`} className={SELECT} value={party.extraBeds ?? 0} {...on('extraBeds', `${id}-beds-note`)}
                onChange={(e) => onChange({ field: 'extraBeds', value: e.target.value })}>
                {count(room.maxExtraBeds).map((n) => <option key={n} value={n}>{n}</option>)}
              </select>
              <span id={`${id}-beds-note`} className="text-xs text-stone-600">
                {t('party.extraBedFee', { price: formatEuro(room.extraBedFee) })}
              </span>
            </div>
          )}
        </div>
      )}
      {((shown && (error.field === 'cots' || error.field === 'extraBeds')) || (error && !shown)) && message}
    </fieldset>
  );
}

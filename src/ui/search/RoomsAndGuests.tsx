import { useEffect, useId, useRef } from 'react';
import type { GuestOptions, OccupancyChange, SearchRoomView } from '@/domain/stepViews';
import { counted, roomsAndGuestsText, WORDS } from '@/domain/words';
import { searchText as t } from '@/i18n/search';

export interface GuestLabels {
  adults: string;
  children: string;
  infants: string;
}

export interface RoomsAndGuestsProps {
  rooms: SearchRoomView[];
  /** per room, in order */
  options: GuestOptions[];
  labels: GuestLabels;
  maxRooms: number;
  canAddRoom: boolean;
  roomsMessage: string | null;
  onOccupancyChange: (change: OccupancyChange) => void;
  onAddRoom: () => void;
  onRemoveRoom: (roomNumber: number) => void;
}

function GuestSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  options: number[];
  onChange: (value: number) => void;
}) {
  return (
    <div className="search-field search-field--guests">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Rooms and guests, compact: a button that says them in words ("2 rooms, 3 adults, 1 child")
 * opens a pop-over (the browser's own: Escape and a click outside close it, focus goes back to
 * the button; Tab out of it closes it too), a non-modal dialog with one group per room, selects
 * limited to what the machine accepts. The limit's message is shown by "Add a room" while the
 * rooms are open and under the button while they are closed (a link with too many rooms).
 */
export function RoomsAndGuests(props: RoomsAndGuestsProps) {
  const { rooms, labels, roomsMessage } = props;
  const messageId = 'search-rooms-message';
  const id = useId();
  const picker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Tab (or Shift+Tab) away from the button and the rooms closes them: what takes focus next is
    // never under them (WCAG 2.4.11)
    const element = picker.current;
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Element && !element?.contains(next))
        element?.querySelector<HTMLElement>('[popover]')?.hidePopover?.();
    };
    element?.addEventListener('focusout', onFocusOut);
    return () => element?.removeEventListener('focusout', onFocusOut);
  }, []);
  return (
    <div className="search-guests" ref={picker}>
      <span className="search-guests__label" id={`${id}-label`}>
        {t('roomsAndGuests')}
      </span>
      <button
        type="button"
        id={`${id}-button`}
        className="search-guests__button"
        popoverTarget={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-button`}
      >
        {roomsAndGuestsText(rooms)}
      </button>
      <div
        id={`${id}-panel`}
        popover="auto"
        role="dialog"
        aria-labelledby={`${id}-label`}
        className="search-guests__panel"
      >
        <fieldset className="search-rooms">
          <legend>{t('roomsAndGuests')}</legend>
          <ul className="search-rooms__list">
            {rooms.map((room, index) => {
              const options = props.options[index] ?? { adults: [room.numberOfAdults], children: [], infants: [] };
              const prefix = `search-room-${room.roomNumber}`;
              return (
                <li key={room.roomNumber}>
                  <fieldset className="search-room">
                    <legend>{t('room', { room: room.roomNumber })}</legend>
                    <div className="search-room__fields">
                      <GuestSelect
                        id={`${prefix}-adults`}
                        label={labels.adults}
                        value={room.numberOfAdults}
                        options={options.adults}
                        onChange={(n) => props.onOccupancyChange({ roomNumber: room.roomNumber, numberOfAdults: n })}
                      />
                      {options.children.length > 0 ? (
                        <GuestSelect
                          id={`${prefix}-children`}
                          label={labels.children}
                          value={room.numberOfChildren}
                          options={options.children}
                          onChange={(n) =>
                            props.onOccupancyChange({ roomNumber: room.roomNumber, numberOfChildren: n })
                          }
                        />
                      ) : null}
                      {options.infants.length > 0 ? (
                        <GuestSelect
                          id={`${prefix}-infants`}
                          label={labels.infants}
                          value={room.numberOfInfants}
                          options={options.infants}
                          onChange={(n) => props.onOccupancyChange({ roomNumber: room.roomNumber, numberOfInfants: n })}
                        />
                      ) : null}
                      {rooms.length > 1 ? (
                        <button
                          type="button"
                          className="search-room__remove"
                          onClick={() => props.onRemoveRoom(room.roomNumber)}
                        >
                          {t('removeRoom', { room: room.roomNumber })}
                        </button>
                      ) : null}
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ul>
          <p className="search-hint" id="search-rooms-hint">
            {t('roomsHint', { rooms: counted(props.maxRooms, WORDS.room) })}
          </p>
          <button
            type="button"
            className="search-rooms__add"
            aria-disabled={props.canAddRoom ? undefined : true}
            aria-describedby={roomsMessage ? `search-rooms-hint ${messageId}` : 'search-rooms-hint'}
            onClick={props.onAddRoom}
          >
            {t('addRoom')}
          </button>
          {/* the message by its cause while the rooms are open (said by the live region below) */}
          {roomsMessage ? (
            <p className="search-warning" aria-hidden="true">
              {roomsMessage}
            </p>
          ) : null}
        </fieldset>
        <button type="button" className="search-guests__done" popoverTarget={`${id}-panel`} popoverTargetAction="hide">
          {t('done')}
        </button>
      </div>
      {/* under the button while the rooms are closed (a link with too many rooms); read out when it
          comes, open or closed */}
      <div aria-live="polite" className="search-live visually-hidden--beside">
        {roomsMessage ? (
          <p id={messageId} className="search-warning">
            {roomsMessage}
          </p>
        ) : null}
      </div>
    </div>
  );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { RoomRateStepView, RoomTabView, RoomTypeView } from '@/domain/stepViews';
import { roomTypesListed } from '@/domain/basketViews';
import { StepHeading } from '@/ui/StepHeading';
import { Money } from '@/ui/Money';
import { Picture } from '@/ui/Picture';
import { richText } from '@/ui/RichText';
import { bookingText as t } from '@/i18n/booking';
import './steps.css';

export interface RoomRateStepProps {
  view: RoomRateStepView;
  /** the guest looks at another room of the booking */
  onActivateRoom: (roomNumber: number) => void;
  /** small screens: the rates of one room type */
  onSelectRoomType: (roomTypeId: number) => void;
  /** back from one room type's rates to every room type */
  onClearRoomType: () => void;
  onSelectRate: (roomTypeId: number, ratePlanId: number) => void;
  /** every room has a room and rate: go on with them */
  onContinue: () => void;
  /** where a search that found no rooms can go next (other dates), shown with its notice */
  noRoomsHelp?: ReactNode;
}

/** Room type and rate of the active room (spec: rooms and rates), with the room tabs and notices. */
export function RoomRateStep({
  view,
  onActivateRoom,
  onSelectRoomType,
  onClearRoomType,
  onSelectRate,
  onContinue,
  noRoomsHelp,
}: RoomRateStepProps) {
  const { notices } = view;
  const { listed, more, showMore } = useListedRoomTypes(view);
  return (
    <section>
      {view.rooms.length > 1 ? (
        <RoomTabs rooms={view.rooms} active={view.roomNumber} onActivate={onActivateRoom} />
      ) : null}
      <StepHeading>
        {view.guests
          ? richText(t.rich('roomRate.headingWithGuests', { room: view.roomNumber ?? '', guests: view.guests }), {
              detail: (text) => <span className="step-heading__detail">{text}</span>,
            })
          : t('roomRate.heading', { room: view.roomNumber ?? '' })}
      </StepHeading>
      {notices.promoInvalid ? <Notice kind="warning">{notices.promoInvalid}</Notice> : null}
      {notices.voucher ? <Notice kind="info">{notices.voucher}</Notice> : null}
      {notices.noRoomsForOccupancy ? (
        <Notice kind="warning">
          {view.guests !== null
            ? t('roomRate.noRoomsForGuests', { guests: view.guests })
            : t('roomRate.noRoomsForTheseGuests')}
        </Notice>
      ) : null}
      {notices.noRooms ? (
        <>
          <Notice kind="warning">{notices.noRooms}</Notice>
          {noRoomsHelp}
        </>
      ) : null}
      {view.canContinue ? (
        <div className="notice notice--info">
          <p>{t('roomRate.allChosen')}</p>
          <button type="button" onClick={onContinue}>
            {t('roomRate.continue')}
          </button>
        </div>
      ) : null}
      {view.mode === 'oneRoomType' ? (
        <button type="button" className="link-button" onClick={onClearRoomType}>
          {t('roomRate.allRoomTypes')}
        </button>
      ) : null}
      <ul className="room-types">
        {listed.map((roomType, index) => (
          <li key={roomType.roomTypeId} className="room-type">
            <RoomTypeCard
              roomType={roomType}
              first={index === 0}
              currency={view.currency}
              roomNumber={view.roomNumber}
              compact={view.mode === 'roomTypes'}
              onSelectRoomType={onSelectRoomType}
              onSelectRate={onSelectRate}
            />
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="room-types__more">
          <span>{t('roomRate.listed', { listed: listed.length, total: view.roomTypes.length })}</span>
          <button type="button" onClick={showMore}>
            {t('roomRate.showMore', { count: more })}
          </button>
        </p>
      ) : null}
    </section>
  );
}

/**
 * The room types listed so far (src/domain/basketViews: `roomTypesListed`), for the
 * active room: another room of the booking starts from the first ones again. Asking for more
 * moves focus to the first room type it adds, so the guest reads on from there.
 */
function useListedRoomTypes(view: RoomRateStepView) {
  const [asked, setAsked] = useState({ room: view.roomNumber, times: 0 });
  const times = asked.room === view.roomNumber ? asked.times : 0;
  const count = roomTypesListed(view.roomTypes.length, times);
  const focusFrom = useRef<number | null>(null);
  const listed = view.roomTypes.slice(0, count);
  useEffect(() => {
    const from = focusFrom.current;
    focusFrom.current = null;
    const first = from === null ? undefined : view.roomTypes[from];
    if (first) document.getElementById(roomTypeHeadingId(first.roomTypeId))?.focus();
  }, [count, view.roomTypes]);
  return {
    listed,
    // how many the next "Show more" lists
    more: roomTypesListed(view.roomTypes.length, times + 1) - count,
    showMore: () => {
      focusFrom.current = count;
      setAsked({ room: view.roomNumber, times: times + 1 });
    },
  };
}

const roomTypeHeadingId = (roomTypeId: number) => `room-type-${roomTypeId}`;

function Notice({ kind, children }: { kind: 'warning' | 'info'; children: ReactNode }) {
  return (
    <p className={`notice notice--${kind}`} role="status">
      {children}
    </p>
  );
}

function RoomTabs({
  rooms,
  active,
  onActivate,
}: {
  rooms: RoomTabView[];
  active: number | null;
  onActivate: (roomNumber: number) => void;
}) {
  return (
    <nav aria-label={t('roomRate.rooms')} className="room-tabs">
      <ul>
        {rooms.map((room) => (
          <li key={room.roomNumber}>
            <button
              type="button"
              aria-current={room.roomNumber === active ? 'step' : undefined}
              className={room.roomNumber === active ? 'room-tab room-tab--active' : 'room-tab'}
              onClick={() => onActivate(room.roomNumber)}
            >
              {richText(
                t.rich('roomRate.tab', {
                  room: room.roomNumber,
                  guests: room.guests,
                  chosen: room.chosen ? 'yes' : 'no',
                }),
                { detail: (text) => <span className="room-tab__detail">{text}</span> },
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function RoomTypeCard({
  roomType,
  first,
  currency,
  roomNumber,
  compact,
  onSelectRoomType,
  onSelectRate,
}: {
  roomType: RoomTypeView;
  /** the first card: its picture is fetched at once (the page's largest content) */
  first: boolean;
  currency: string;
  roomNumber: number | null;
  /** only the room type, with a button to its rates */
  compact: boolean;
  onSelectRoomType: (roomTypeId: number) => void;
  onSelectRate: (roomTypeId: number, ratePlanId: number) => void;
}) {
  const headingId = roomTypeHeadingId(roomType.roomTypeId);
  const from = roomType.from;
  return (
    <article aria-labelledby={headingId}>
      <div className={roomType.picture ? 'room-type__summary room-type__summary--pictured' : 'room-type__summary'}>
        {roomType.picture ? (
          <Picture
            picture={roomType.picture}
            sizes="(min-width: 700px) 15rem, calc(100vw - 3rem)"
            priority={first}
            className="room-type__picture"
          />
        ) : null}
        <div>
          {/* focusable by script only: "Show more room types" moves focus to the first it adds */}
          <h3 id={headingId} tabIndex={-1}>
            {roomType.name}
          </h3>
          {roomType.description ? <p className="room-type__description">{roomType.description}</p> : null}
          {roomType.facts.length ? (
            <ul className="room-type__facts" aria-label={t('roomRate.facts', { roomType: roomType.name })}>
              {roomType.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          ) : null}
          {roomType.amenities.length ? <p className="room-type__amenities">{roomType.amenities.join(' · ')}</p> : null}
          <p className="room-type__badges">
            {from !== null ? (
              <span className="room-type__from">
                {richText(t('roomRate.from'), {
                  money: () => <Money amount={from} currency={currency} original={roomType.fromOriginal} />,
                })}
              </span>
            ) : null}
            {roomType.minimumStay ? (
              <span className="badge">{t('roomRate.minimumStay', { nights: roomType.minimumStay })}</span>
            ) : null}
            {roomType.roomsLeft !== null ? (
              <span className="badge badge--urgent">{t('roomRate.roomsLeft', { count: roomType.roomsLeft })}</span>
            ) : null}
          </p>
        </div>
      </div>
      {compact ? (
        <button type="button" onClick={() => onSelectRoomType(roomType.roomTypeId)}>
          {t('roomRate.seeRates', { roomType: roomType.name })}
        </button>
      ) : (
        <ul className="rates" aria-label={t('roomRate.rates', { roomType: roomType.name })}>
          {roomType.rates.map((rate) => (
            <li key={rate.ratePlanId} className="rate">
              <div>
                <p className="rate__name">{rate.name}</p>
                {rate.promotion ? <p className="badge badge--promo">{rate.promotion}</p> : null}
                {rate.description ? <p className="rate__description">{rate.description}</p> : null}
              </div>
              <p className="rate__price">
                {richText(t('roomRate.priceForStay'), {
                  money: () => <Money amount={rate.price} currency={currency} original={rate.originalPrice} />,
                  per: (text) => <span className="rate__per">{text}</span>,
                })}
              </p>
              <button
                type="button"
                aria-label={t('roomRate.selectRate', {
                  rate: rate.name,
                  room: String(roomNumber),
                  roomType: roomType.name,
                })}
                onClick={() => onSelectRate(roomType.roomTypeId, rate.ratePlanId)}
              >
                {t('roomRate.select')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

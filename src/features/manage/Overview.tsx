import { Link, useLoaderData } from 'react-router';
import { overviewView, type HeldRoomView, type OverviewView } from '@machines/manage/manage.selectors';
import { useMoney } from '@/ui/currency';
import { StepHeading } from '@/ui/StepHeading';
import { usePropertyData } from '@/ui/useProperty';
import { useCan, useManageActor, useManageView } from './ManageFlow';
import { CancelDialog } from './CancelDialog';
import type { ManageReservationData } from './ReservationPage';
import { counted, WORDS } from '@/domain/words';
import { guestNamesText } from '@/domain/amend';
import { bookingText } from '@/i18n/booking';
import { commonText } from '@/i18n/common';
import { manageText as t } from '@/i18n/manage';
import { searchText } from '@/i18n/search';
import { richText } from '@/ui/RichText';

const noSettings = undefined;

/** The booking as the guest holds it, what may change, and the ways out (spec: reservation overview). */
export function Overview() {
  const view = useManageView(overviewView, noSettings);
  const actor = useManageActor();
  const money = useMoney(view.currency);
  const { property } = usePropertyData();
  const { reasons } = useLoaderData() as ManageReservationData;
  const code = property.PropertyCode;
  const canCancelRoom = useCan({ type: 'cancel.opened', scope: { kind: 'room', roomNumber: 1 } });
  const linkCode = useManageLinkCode();
  const send = actor.send;
  return (
    <div className="manage-overview">
      <section aria-labelledby="manage-stay" className="manage-card">
        {/* the overview is a step too: back from a change, the guest starts here */}
        <StepHeading id="manage-stay">{t('yourStay')}</StepHeading>
        <dl className="manage-facts">
          <dt>{t('reference')}</dt>
          <dd>{view.reference}</dd>
          {view.location ? (
            <>
              <dt>{t('location')}</dt>
              <dd>{view.location}</dd>
            </>
          ) : null}
          <dt>{t('dates')}</dt>
          <dd>
            {searchText('stayDates', {
              from: view.stay.from,
              to: view.stay.to,
              nights: counted(view.stay.nights, WORDS.night),
            })}
          </dd>
        </dl>
      </section>

      {view.hasChanges ? (
        <div className="manage-pending" role="status">
          <p>{t('pending')}</p>
          <button type="button" onClick={() => send({ type: 'summary.open' })}>
            {t('reviewChanges')}
          </button>
        </div>
      ) : null}

      <h2>{t('rooms')}</h2>
      <ul className="manage-rooms">
        {view.rooms.map((room) => (
          <RoomCard key={room.reservationItemId} room={room} view={view} canCancelRoom={canCancelRoom} />
        ))}
      </ul>

      <dl className="basket__totals manage-totals">
        <dt>{t('total')}</dt>
        <dd className="basket__total">{money.format(view.total)}</dd>
        <dt>{t('paid')}</dt>
        <dd>{money.format(view.paid)}</dd>
        <dt>{t('dueAtHotel')}</dt>
        <dd>{money.format(Math.max(0, view.total - view.paid))}</dd>
      </dl>

      {view.canEdit ? (
        <section aria-labelledby="manage-change" className="manage-card">
          <h2 id="manage-change">{t('changeBooking')}</h2>
          <div className="actions manage-actions">
            <button type="button" onClick={() => send({ type: 'guests.edit' })}>
              {t('editGuests')}
            </button>
            {view.extrasOffered ? (
              <button type="button" onClick={() => send({ type: 'extras.edit' })}>
                {t('editExtras')}
              </button>
            ) : null}
            {view.upgradesOffered ? (
              <button type="button" onClick={() => send({ type: 'upgrades.edit' })}>
                {t('upgrade')}
              </button>
            ) : null}
            <button type="button" onClick={() => send({ type: 'dates.edit' })}>
              {t('changeDates')}
            </button>
            <button type="button" className="button--secondary" onClick={() => send({ type: 'booker.edit' })}>
              {t('editDetails')}
            </button>
          </div>
        </section>
      ) : (
        <p className="notice">{t('cannotChange')}</p>
      )}

      <section aria-labelledby="manage-more" className="manage-card">
        <h2 id="manage-more">{t('beforeArrival')}</h2>
        <ul className="manage-links">
          <li>
            <Link to={`/PreCheckIn/${code}/${view.reference}/${linkCode}`}>{t('checkIn')}</Link>
          </li>
          <li>
            <Link to={`/Restaurant/${code}?${new URLSearchParams({ reservation: view.reference })}`}>
              {commonText('bookTable')}
            </Link>
          </li>
        </ul>
      </section>

      {view.canCancel ? (
        <p>
          <button
            type="button"
            className="button--danger"
            onClick={() => send({ type: 'cancel.opened', scope: { kind: 'booking' } })}
          >
            {t('cancelBooking')}
          </button>
        </p>
      ) : null}

      <CancelDialog view={view} reasons={reasons} />
    </div>
  );
}

function useManageLinkCode(): string {
  const { reservation } = useLoaderData() as ManageReservationData;
  return reservation.Code;
}

function TermsText({ room, currency }: { room: HeldRoomView; currency: string }) {
  const money = useMoney(currency);
  const terms = room.terms;
  let text = t('terms.costs', { amount: money.format(terms.chargeNow) });
  if (!terms.refundable) text = t('terms.nonRefundable');
  else if (terms.chargeNow === 0 && terms.freeUntil) text = t('terms.freeUntil', { until: terms.freeUntil });
  return (
    <div className="manage-terms">
      <p>{text}</p>
      {terms.policy ? <p className="manage-terms__policy">{t('terms.policy', { policy: terms.policy })}</p> : null}
    </div>
  );
}

function RoomCard({ room, view, canCancelRoom }: { room: HeldRoomView; view: OverviewView; canCancelRoom: boolean }) {
  const actor = useManageActor();
  const money = useMoney(view.currency);
  const headingId = `manage-room-${room.reservationItemId}`;
  return (
    <li className="manage-room basket__item" aria-labelledby={headingId}>
      <h3 id={headingId}>{bookingText('basket.room', { room: room.roomNumber, roomType: room.roomTypeName })}</h3>
      {room.cancelling ? <p className="manage-room__cancelling">{t('room.cancelling')}</p> : null}
      <p>
        {room.ratePlanName} · {room.dates}
      </p>
      <p>{t('room.guests', { guests: room.guests, names: guestNamesText(room.guestNames) })}</p>
      {room.extras.length ? (
        <ul className="manage-room__extras" aria-label={t('room.extras', { room: room.roomNumber })}>
          {room.extras.map((extra) => (
            <li key={extra.name}>{t('extraQuantity', { name: extra.name, quantity: extra.quantity })}</li>
          ))}
        </ul>
      ) : null}
      <p className="manage-room__cost">{money.format(room.cost)}</p>
      <TermsText room={room} currency={view.currency} />
      {!room.cancelling ? (
        <div className="actions">
          {view.canEdit && room.canBeEdited ? (
            <button
              type="button"
              className="button--secondary"
              onClick={() => actor.send({ type: 'room.change', roomNumber: room.roomNumber })}
            >
              {richText(t.rich('room.change', { room: room.roomNumber }), {
                hidden: (text) => <span className="visually-hidden">{text}</span>,
              })}
            </button>
          ) : null}
          {room.canBeCancelled && canCancelRoom && view.rooms.length > 1 ? (
            <button
              type="button"
              className="button--secondary"
              onClick={() =>
                actor.send({ type: 'cancel.opened', scope: { kind: 'room', roomNumber: room.roomNumber } })
              }
            >
              {t('cancelRoom', { room: room.roomNumber })}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

import { Link, useLoaderData } from 'react-router';
import { overviewView, type HeldRoomView, type OverviewView } from '@machines/manage/manage.selectors';
import { useMoney } from '@/ui/currency';
import { StepHeading } from '@/ui/StepHeading';
import { usePropertyData } from '@/ui/useProperty';
import { useCan, useManageActor, useManageView } from './ManageFlow';
import { CancelDialog } from './CancelDialog';
import type { ManageReservationData } from './ReservationPage';
import { counted, WORDS } from '@/domain/words';

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
        <StepHeading id="manage-stay">Your stay</StepHeading>
        <dl className="manage-facts">
          <dt>Reference</dt>
          <dd>{view.reference}</dd>
          {view.location ? (
            <>
              <dt>Location</dt>
              <dd>{view.location}</dd>
            </>
          ) : null}
          <dt>Dates</dt>
          <dd>
            {view.stay.from} to {view.stay.to}, {counted(view.stay.nights, WORDS.night)}
          </dd>
        </dl>
      </section>

      {view.hasChanges ? (
        <div className="manage-pending" role="status">
          <p>You have changes that are not saved yet.</p>
          <button type="button" onClick={() => send({ type: 'summary.open' })}>
            Review and save changes
          </button>
        </div>
      ) : null}

      <h2>Rooms</h2>
      <ul className="manage-rooms">
        {view.rooms.map((room) => (
          <RoomCard key={room.reservationItemId} room={room} view={view} canCancelRoom={canCancelRoom} />
        ))}
      </ul>

      <dl className="basket__totals manage-totals">
        <dt>Total</dt>
        <dd className="basket__total">{money.format(view.total)}</dd>
        <dt>Paid so far</dt>
        <dd>{money.format(view.paid)}</dd>
        <dt>Due at the hotel</dt>
        <dd>{money.format(Math.max(0, view.total - view.paid))}</dd>
      </dl>

      {view.canEdit ? (
        <section aria-labelledby="manage-change" className="manage-card">
          <h2 id="manage-change">Change your booking</h2>
          <div className="actions manage-actions">
            <button type="button" onClick={() => send({ type: 'guests.edit' })}>
              Edit guests
            </button>
            <button type="button" onClick={() => send({ type: 'extras.edit' })}>
              Add or change extras
            </button>
            {view.upgradesOffered ? (
              <button type="button" onClick={() => send({ type: 'upgrades.edit' })}>
                Upgrade your room
              </button>
            ) : null}
            <button type="button" onClick={() => send({ type: 'dates.edit' })}>
              Change dates
            </button>
            <button type="button" className="button--secondary" onClick={() => send({ type: 'booker.edit' })}>
              Edit your details
            </button>
          </div>
        </section>
      ) : (
        <p className="notice">This booking can no longer be changed online. Please contact the hotel.</p>
      )}

      <section aria-labelledby="manage-more" className="manage-card">
        <h2 id="manage-more">Before you arrive</h2>
        <ul className="manage-links">
          <li>
            <Link to={`/PreCheckIn/${code}/${view.reference}/${linkCode}`}>Check in online</Link>
          </li>
          <li>
            <Link to={`/Restaurant/${code}?${new URLSearchParams({ reservation: view.reference })}`}>Book a table</Link>
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
            Cancel booking
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
  const t = room.terms;
  let terms = `Cancelling now costs ${money.format(t.chargeNow)}.`;
  if (!t.refundable) terms = 'Non-refundable: it cannot be cancelled online.';
  else if (t.chargeNow === 0 && t.freeUntil) terms = `Free cancellation until ${t.freeUntil}.`;
  return (
    <div className="manage-terms">
      <p>{terms}</p>
      {t.policy ? <p className="manage-terms__policy">Rate policy: {t.policy}</p> : null}
    </div>
  );
}

function RoomCard({ room, view, canCancelRoom }: { room: HeldRoomView; view: OverviewView; canCancelRoom: boolean }) {
  const actor = useManageActor();
  const money = useMoney(view.currency);
  const headingId = `manage-room-${room.reservationItemId}`;
  return (
    <li className="manage-room basket__item" aria-labelledby={headingId}>
      <h3 id={headingId}>
        Room {room.roomNumber}: {room.roomTypeName}
      </h3>
      {room.cancelling ? <p className="manage-room__cancelling">To be cancelled when you save your changes</p> : null}
      <p>
        {room.ratePlanName} · {room.dates}
      </p>
      <p>
        {room.guests}: {room.guestNames.join(', ')}
      </p>
      {room.extras.length ? (
        <ul className="manage-room__extras" aria-label={`Extras of Room ${room.roomNumber}`}>
          {room.extras.map((extra) => (
            <li key={extra.name}>
              {extra.name} × {extra.quantity}
            </li>
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
              Change room or rate<span className="visually-hidden"> of Room {room.roomNumber}</span>
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
              Cancel Room {room.roomNumber}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

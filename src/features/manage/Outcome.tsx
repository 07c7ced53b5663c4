import { Link } from 'react-router';
import { usePropertyData } from '@/ui/useProperty';
import { StepHeading } from '@/ui/StepHeading';
import { ManageFlow, useManageActor } from './ManageFlow';

/** Saved (spec: complete): the booking as it is now, and the way back to it. */
export function Complete() {
  const actor = useManageActor();
  const reference = ManageFlow.useSelector((s) => s.context.reservation.ReservationNumber);
  return (
    <section>
      <StepHeading>Your booking has been updated</StepHeading>
      <p role="status">We have saved your changes to booking {reference} and sent you a confirmation by e-mail.</p>
      <button type="button" onClick={() => actor.send({ type: 'summary.open' })}>
        View your booking
      </button>
    </section>
  );
}

/** A cancelled booking (spec: cancelled), with its cancellation reference. */
export function Cancelled() {
  const { property } = usePropertyData();
  const { reference, cancellationNumber } = ManageFlow.useSelector(
    (s) => ({
      reference: s.context.reservation.ReservationNumber,
      cancellationNumber: s.context.reservation.CancellationNumber,
    }),
    (a, b) => a.reference === b.reference && a.cancellationNumber === b.cancellationNumber,
  );
  return (
    <section>
      <StepHeading>This booking is cancelled</StepHeading>
      <p>
        Booking {reference} is cancelled.
        {cancellationNumber ? (
          <>
            {' '}
            Your cancellation reference is <strong>{cancellationNumber}</strong>.
          </>
        ) : null}
      </p>
      <p>
        <Link to={`/Book/${property.PropertyCode}`}>Make a new booking</Link>
      </p>
    </section>
  );
}

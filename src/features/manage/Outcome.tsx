import { Link } from 'react-router';
import { usePropertyData } from '@/ui/useProperty';
import { StepHeading } from '@/ui/StepHeading';
import { ManageFlow, useManageActor } from './ManageFlow';
import { commonText } from '@/i18n/common';
import { manageText as t } from '@/i18n/manage';
import { richText, STRONG } from '@/ui/RichText';

/** Saved (spec: complete): the booking as it is now, and the way back to it. */
export function Complete() {
  const actor = useManageActor();
  const reference = ManageFlow.useSelector((s) => s.context.reservation.ReservationNumber);
  return (
    <section>
      <StepHeading>{t('complete.heading')}</StepHeading>
      <p role="status">{t('complete.saved', { reference })}</p>
      <button type="button" onClick={() => actor.send({ type: 'summary.open' })}>
        {t('complete.view')}
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
      <StepHeading>{t('cancelled.heading')}</StepHeading>
      <p>
        {cancellationNumber
          ? richText(t.rich('cancelled.withReference', { reference, cancellation: cancellationNumber }), STRONG)
          : t('cancelled.text', { reference })}
      </p>
      <p>
        <Link to={`/Book/${property.PropertyCode}`}>{commonText('newBooking')}</Link>
      </p>
    </section>
  );
}

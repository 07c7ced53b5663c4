import { useEffect, useRef } from 'react';
import { summaryView, type SummaryView } from '@machines/manage/manage.selectors';
import { useMoney } from '@/ui/currency';
import { FormError } from '@/ui/form';
import { StepHeading } from '@/ui/StepHeading';
import { useManageActor, useManageView } from './ManageFlow';
import { signed } from './ChangeDates';

/**
 * The summary before saving (spec: summary): every change, old and new price per room, the
 * difference in total and how it is settled. Save -> complete; a failure keeps every change.
 */
export function Summary() {
  const actor = useManageActor();
  const view = useManageView(summaryView, undefined);
  const money = useMoney(view?.currency);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (view?.status === 'failed' || view?.status === 'refused') errorRef.current?.focus();
  }, [view?.status]);
  if (!view) return null;
  const changed = view.rooms.filter((room) => room.changes.length > 0);
  return (
    <section className="manage-summary" aria-busy={view.status === 'saving' || undefined}>
      <StepHeading>Review your changes</StepHeading>
      <div ref={errorRef} tabIndex={-1}>
        <FormError message={view.error} />
        {view.status === 'refused' ? (
          <p role="alert" className="form-error">
            Some guest details are missing. Please check the guests of every room and your details.
          </p>
        ) : null}
      </div>
      {!view.hasChanges ? <p>You have not changed anything yet.</p> : null}
      {changed.length ? (
        <table className="manage-table">
          <caption className="visually-hidden">Changes per room</caption>
          <thead>
            <tr>
              <th scope="col">Room</th>
              <th scope="col">What changes</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {changed.map((room) => (
              <tr key={room.roomNumber}>
                <th scope="row">
                  Room {room.roomNumber}: {room.roomTypeName}
                </th>
                <td>
                  <ul className="manage-changes">
                    {room.changes.map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </ul>
                </td>
                <td data-label="Before">{money.format(room.before)}</td>
                <td data-label="After">
                  {room.cancelled ? `Charge ${money.format(room.after)}` : money.format(room.after)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {view.bookerChanged ? <p>Your contact details change.</p> : null}
      {view.specialRequestsChanged ? <p>Your special requests change.</p> : null}
      {view.hasChanges ? <Totals view={view} /> : null}
      <div className="actions">
        {view.hasChanges ? (
          <button
            type="button"
            disabled={view.status === 'saving'}
            onClick={() => actor.send({ type: 'save.requested' })}
          >
            {view.status === 'saving' ? 'Saving…' : 'Save changes'}
          </button>
        ) : null}
        <button type="button" className="button--secondary" onClick={() => actor.send({ type: 'step.back' })}>
          {view.hasChanges ? 'Make more changes' : 'Back to your booking'}
        </button>
        {view.hasChanges ? (
          <button type="button" className="button--link" onClick={() => actor.send({ type: 'changes.discarded' })}>
            Discard changes
          </button>
        ) : null}
      </div>
    </section>
  );
}

function Totals({ view }: { view: SummaryView }) {
  const money = useMoney(view.currency);
  const s = view.settlement;
  return (
    <>
      <dl className="basket__totals manage-totals">
        <dt>Total before</dt>
        <dd>{money.format(view.totalBefore)}</dd>
        <dt>New total</dt>
        <dd className="basket__total">{money.format(view.totalAfter)}</dd>
        {view.cancellationCharges > 0 ? (
          <>
            <dt>Cancellation charges</dt>
            <dd>{money.format(view.cancellationCharges)}</dd>
          </>
        ) : null}
        <dt>Difference</dt>
        <dd>{signed(view.difference, money.format)}</dd>
      </dl>
      <p className="manage-settlement">
        {s.kind === 'none' ? 'The price of your booking does not change.' : null}
        {s.kind === 'payAtHotel'
          ? `You will pay ${money.format(s.amount)} more. Nothing is charged now: the balance is paid at the hotel.`
          : null}
        {s.kind === 'lessAtHotel'
          ? `You will pay ${money.format(s.amount)} less. Nothing is charged now; you pay less at the hotel.`
          : null}
        {s.kind === 'refund' ? refundText(money.format(s.amount), s.cardLastFour) : null}
      </p>
    </>
  );
}

function refundText(amount: string, cardLastFour: string | null): string {
  const card = cardLastFour ? ` ending ${cardLastFour}` : '';
  return `${amount} will be refunded to your card${card} within 5 to 10 working days.`;
}

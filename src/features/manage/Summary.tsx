import { useEffect, useRef } from 'react';
import { summaryView, type SummaryView } from '@machines/manage/manage.selectors';
import { useMoney } from '@/ui/currency';
import { FormError } from '@/ui/form';
import { StepHeading } from '@/ui/StepHeading';
import { useManageActor, useManageView } from './ManageFlow';
import { signed } from './ChangeDates';
import { bookingText } from '@/i18n/booking';
import { manageText as t } from '@/i18n/manage';

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
      <StepHeading>{t('summary.heading')}</StepHeading>
      <div ref={errorRef} tabIndex={-1}>
        <FormError message={view.error} />
        {view.status === 'refused' ? (
          <p role="alert" className="form-error">
            {t('summary.refused')}
          </p>
        ) : null}
      </div>
      {view.noExtrasToAdd ? <p>{t('summary.noExtras')}</p> : null}
      {!view.hasChanges ? <p>{t('summary.nothing')}</p> : null}
      {changed.length ? (
        <table className="manage-table">
          <caption className="visually-hidden">{t('summary.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('column.room')}</th>
              <th scope="col">{t('column.whatChanges')}</th>
              <th scope="col">{t('column.before')}</th>
              <th scope="col">{t('column.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changed.map((room) => (
              <tr key={room.roomNumber}>
                <th scope="row">
                  {bookingText('basket.room', { room: room.roomNumber, roomType: room.roomTypeName })}
                </th>
                <td>
                  <ul className="manage-changes">
                    {room.changes.map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </ul>
                </td>
                <td data-label={t('column.before')}>{money.format(room.before)}</td>
                <td data-label={t('column.after')}>
                  {room.cancelled
                    ? t('summary.charge', { amount: money.format(room.after) })
                    : money.format(room.after)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {view.bookerChanged ? <p>{t('summary.contact')}</p> : null}
      {view.specialRequestsChanged ? <p>{t('summary.specialRequests')}</p> : null}
      {view.hasChanges ? <Totals view={view} /> : null}
      <div className="actions">
        {view.hasChanges ? (
          <button
            type="button"
            disabled={view.status === 'saving'}
            onClick={() => actor.send({ type: 'save.requested' })}
          >
            {view.status === 'saving' ? t('summary.saving') : t('summary.save')}
          </button>
        ) : null}
        <button type="button" className="button--secondary" onClick={() => actor.send({ type: 'step.back' })}>
          {view.hasChanges ? t('summary.more') : t('backToBooking')}
        </button>
        {view.hasChanges ? (
          <button type="button" className="button--link" onClick={() => actor.send({ type: 'changes.discarded' })}>
            {t('summary.discard')}
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
        <dt>{t('totals.before')}</dt>
        <dd>{money.format(view.totalBefore)}</dd>
        <dt>{t('totals.after')}</dt>
        <dd className="basket__total">{money.format(view.totalAfter)}</dd>
        {view.cancellationCharges > 0 ? (
          <>
            <dt>{t('totals.charges')}</dt>
            <dd>{money.format(view.cancellationCharges)}</dd>
          </>
        ) : null}
        <dt>{t('totals.difference')}</dt>
        <dd>{signed(view.difference, money.format)}</dd>
      </dl>
      <p className="manage-settlement">
        {s.kind === 'none' ? t('settle.none') : null}
        {s.kind === 'payAtHotel' ? t('settle.payAtHotel', { amount: money.format(s.amount) }) : null}
        {s.kind === 'lessAtHotel' ? t('settle.lessAtHotel', { amount: money.format(s.amount) }) : null}
        {s.kind === 'refund' ? refundText(money.format(s.amount), s.cardLastFour) : null}
      </p>
    </>
  );
}

function refundText(amount: string, cardLastFour: string | null): string {
  return cardLastFour ? t('settle.refundToCard', { amount, card: cardLastFour }) : t('settle.refund', { amount });
}

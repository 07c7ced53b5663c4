import { useRef } from 'react';
import { useSelector } from '@xstate/react';
import { withArrival } from '@/domain/dates';
import { changeDatesView, type ManageSnapshot } from '@machines/manage/manage.selectors';
import { selectSearchView } from '@machines/search/search.selectors';
import { localNow } from '@/ui/clock';
import { useMoney } from '@/ui/currency';
import { StepHeading } from '@/ui/StepHeading';
import { StayDates } from '@/ui/stay/StayDates';
import { ManageFlow, useManageActor, useManageView } from './ManageFlow';
import { BackToBooking } from './ManageSteps';
import { counted, WORDS } from '@/domain/words';
import { manageText as t } from '@/i18n/manage';

/**
 * Change dates (spec 4): the calendar with the property's availability and disabled days, the
 * alternative stays (100 ms after the dates change), then the rates per room on the new dates
 * against today's price. Accepting applies the new dates and rates to every room.
 */
export function ChangeDates() {
  const actor = useManageActor();
  const view = useManageView(changeDatesView, undefined);
  const money = useMoney(view.currency);
  const dates = ManageFlow.useSelector((s) => s.children.dates);
  const difference = view.totalAfter - view.totalBefore;
  return (
    <section className="manage-dates">
      <StepHeading>{t('dates.heading')}</StepHeading>
      <p>{t('dates.now', { from: view.current.from, to: view.current.to })}</p>
      {dates ? <DatesForm dates={dates} /> : null}
      {view.wanted && view.status !== 'choosing' ? (
        <p>
          {t('dates.wanted', {
            from: view.wanted.from,
            to: view.wanted.to,
            nights: counted(view.wanted.nights, WORDS.night),
          })}
        </p>
      ) : null}
      {view.status === 'searching' ? <p role="status">{t('dates.searching')}</p> : null}
      {view.status === 'applying' ? <p role="status">{t('dates.applying')}</p> : null}
      {view.status === 'none' || view.status === 'failed' ? (
        <div role="alert" className="notice notice--warning">
          <p>{view.message}</p>
        </div>
      ) : null}
      {view.status === 'failed' ? (
        <button type="button" onClick={() => actor.send({ type: 'retry' })}>
          {t('tryAgain')}
        </button>
      ) : null}
      {view.status === 'options' ? (
        <section aria-labelledby="manage-dates-rates">
          <h3 id="manage-dates-rates">{t('dates.rates')}</h3>
          <table className="manage-table">
            <thead>
              <tr>
                <th scope="col">{t('column.room')}</th>
                <th scope="col">{t('column.now')}</th>
                <th scope="col">{t('column.newDates')}</th>
                <th scope="col">{t('column.difference')}</th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <tr key={row.roomNumber}>
                  <th scope="row">
                    {t('dates.roomRate', {
                      room: row.roomNumber,
                      roomType: row.roomTypeName,
                      ratePlan: row.ratePlanName,
                    })}
                  </th>
                  <td data-label={t('column.now')}>{money.format(row.before)}</td>
                  <td data-label={t('column.newDates')}>{money.format(row.after)}</td>
                  <td data-label={t('column.difference')}>{signed(row.after - row.before, money.format)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="manage-dates__total">
            {difference === 0
              ? t('dates.same')
              : difference > 0
                ? t('dates.more', { amount: money.format(difference) })
                : t('dates.less', { amount: money.format(-difference) })}
          </p>
          <div className="actions">
            <button type="button" onClick={() => actor.send({ type: 'dates.accepted' })}>
              {t('dates.use')}
            </button>
          </div>
        </section>
      ) : null}
      {view.status !== 'choosing' && view.status !== 'searching' && view.status !== 'applying' ? (
        <p>
          <button type="button" className="button--secondary" onClick={() => actor.send({ type: 'dates.edit' })}>
            {t('dates.other')}
          </button>
        </p>
      ) : null}
      <BackToBooking />
    </section>
  );
}

export function signed(amount: number, format: (minor: number) => string): string {
  if (amount === 0) return format(0);
  return amount > 0 ? `+${format(amount)}` : `−${format(-amount)}`;
}

type DatesRef = NonNullable<ManageSnapshot['children']['dates']>;

/** The search page's dates and calendar, driven by the flow's own search machine. */
function DatesForm({ dates }: { dates: DatesRef }) {
  const view = useSelector(dates, selectSearchView);
  const arrivalRef = useRef<HTMLInputElement>(null);
  const setDates = (fromDate: string | null, toDate: string | null) =>
    dates.send({ type: 'dates.changed', fromDate, toDate });
  return (
    <form
      className="search-form manage-dates__form"
      aria-label={t('dates.form')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dates.send({ type: 'clock.ticked', now: localNow() });
        dates.send({ type: 'search.submitted' });
        if (selectSearchView(dates.getSnapshot()).datesError) arrivalRef.current?.focus();
      }}
    >
      <StayDates
        legend={t('dates.legend')}
        view={view}
        arrivalRef={arrivalRef}
        onArrivalTyped={(value) => {
          const next = withArrival(value, view.toDate);
          setDates(next.fromDate, next.toDate);
        }}
        onDatesChange={setDates}
        onCalendarRetry={() => dates.send({ type: 'calendar.retry' })}
      />
      <button type="submit">{t('dates.find')}</button>
    </form>
  );
}

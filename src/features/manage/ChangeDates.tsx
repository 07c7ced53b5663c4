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
      <StepHeading>Change your dates</StepHeading>
      <p>
        Your stay now: {view.current.from} to {view.current.to}. Every room moves to the new dates.
      </p>
      {dates ? <DatesForm dates={dates} /> : null}
      {view.wanted && view.status !== 'choosing' ? (
        <p>
          New dates: {view.wanted.from} to {view.wanted.to}, {counted(view.wanted.nights, WORDS.night)}
        </p>
      ) : null}
      {view.status === 'searching' ? <p role="status">Finding rates for your new dates…</p> : null}
      {view.status === 'applying' ? <p role="status">Applying your new dates…</p> : null}
      {view.status === 'none' || view.status === 'failed' ? (
        <div role="alert" className="notice notice--warning">
          <p>{view.message}</p>
        </div>
      ) : null}
      {view.status === 'failed' ? (
        <button type="button" onClick={() => actor.send({ type: 'retry' })}>
          Try again
        </button>
      ) : null}
      {view.status === 'options' ? (
        <section aria-labelledby="manage-dates-rates">
          <h3 id="manage-dates-rates">Your rooms on the new dates</h3>
          <table className="manage-table">
            <thead>
              <tr>
                <th scope="col">Room</th>
                <th scope="col">Now</th>
                <th scope="col">New dates</th>
                <th scope="col">Difference</th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <tr key={row.roomNumber}>
                  <th scope="row">
                    Room {row.roomNumber}: {row.roomTypeName}, {row.ratePlanName}
                  </th>
                  <td data-label="Now">{money.format(row.before)}</td>
                  <td data-label="New dates">{money.format(row.after)}</td>
                  <td data-label="Difference">{signed(row.after - row.before, money.format)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="manage-dates__total">
            {difference === 0
              ? 'The room price stays the same.'
              : difference > 0
                ? `The rooms cost ${money.format(difference)} more.`
                : `The rooms cost ${money.format(-difference)} less.`}
          </p>
          <div className="actions">
            <button type="button" onClick={() => actor.send({ type: 'dates.accepted' })}>
              Use these dates
            </button>
          </div>
        </section>
      ) : null}
      {view.status !== 'choosing' && view.status !== 'searching' && view.status !== 'applying' ? (
        <p>
          <button type="button" className="button--secondary" onClick={() => actor.send({ type: 'dates.edit' })}>
            Choose other dates
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
      aria-label="New dates"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dates.send({ type: 'clock.ticked', now: localNow() });
        dates.send({ type: 'search.submitted' });
        if (selectSearchView(dates.getSnapshot()).datesError) arrivalRef.current?.focus();
      }}
    >
      <StayDates
        legend="Your new dates"
        view={view}
        arrivalRef={arrivalRef}
        onArrivalTyped={(value) => {
          const next = withArrival(value, view.toDate);
          setDates(next.fromDate, next.toDate);
        }}
        onDatesChange={setDates}
        onCalendarRetry={() => dates.send({ type: 'calendar.retry' })}
      />
      <button type="submit">Find rates for these dates</button>
    </form>
  );
}

import { useEffect, useId, useRef } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { BookingConfig } from '@/api/queries';
import { Page } from '@/ui/Page';
import { useNotify } from '@/ui/notifications';
import { usePropertyData } from '@/ui/useProperty';
import { restaurantMachine, type RestaurantContact } from '@machines/restaurant/restaurant.machine';
import { partySizeLabel, selectRestaurantView, type RestaurantView } from '@machines/restaurant/restaurant.selectors';
import { StepHeading } from '@/ui/StepHeading';
import { localToday } from '@/ui/clock';
import './restaurant.css';

const describedBy = (...ids: Array<string | false | null | undefined>) => ids.filter(Boolean).join(' ') || undefined;

const missingText: Record<RestaurantView['missing'][number], string> = {
  email: 'enter your e-mail address',
  restaurant: 'choose a restaurant',
  date: 'choose a date (today or later)',
};

/** What the "Choose a time" section says (a polite live region, so changes are announced). */
function timesStatus(view: RestaurantView): string {
  if (view.missing.length) {
    const parts = view.missing.map((m) => missingText[m]);
    const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}` : (parts[0] ?? '');
    return `To see the available times, ${list}.`;
  }
  if (view.setupStatus === 'idle' || view.setupStatus === 'failed') return '';
  if (view.setupStatus === 'loading' || view.availabilityStatus === 'loading') return 'Loading available times…';
  if (view.availabilityStatus === 'none') return view.noAvailabilityMessage;
  if (view.availabilityStatus === 'loaded') {
    const n = view.slots.length;
    return `${n} ${n === 1 ? 'time is' : 'times are'} available for ${partySizeLabel(view.partySize ?? 0)}.`;
  }
  return '';
}

function EmailField({ id, view, onChange }: { id: string; view: RestaurantView; onChange: (value: string) => void }) {
  const error = view.errors.EmailAddress;
  return (
    <div className="restaurant-field">
      <label htmlFor={id}>E-mail address</label>
      <input
        id={id}
        type="email"
        autoComplete="email"
        spellCheck={false}
        autoCapitalize="none"
        required
        readOnly={view.creating}
        value={view.contact.email}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="restaurant-hint">
        We send the confirmation of your table here.
      </p>
      {error ? (
        <p id={`${id}-error`} className="restaurant-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * /Restaurant/{propertyCode}: book a restaurant table (manage spec sections 4, 5, 8). Offered
 * from the booking confirmation with `?reservation=&email=&date=` (the hotel booking's reference,
 * the booker's e-mail and the arrival date); the e-mail is removed from the address once read.
 */
export function Component() {
  const { property } = usePropertyData();
  const { config } = useLoaderData() as { config: BookingConfig };
  const [params, setParams] = useSearchParams();
  const notify = useNotify();
  const actor = useActorRef(restaurantMachine.provide({ actions: { notify: (_, notice) => notify(notice) } }), {
    input: {
      propertyId: property.PropertyId,
      today: localToday(),
      reservation: params.get('reservation'),
      email: params.get('email'),
      date: params.get('date'),
      defaultRestaurantId: config.RestaurantBookingDefaultRestaurant,
    },
  });
  const view = useSelector(actor, selectRestaurantView);
  const code = property.PropertyCode;

  // The e-mail prefilled the form; it does not stay in the address (history, shared links, tags).
  useEffect(() => {
    if (!params.has('email')) return;
    const next = new URLSearchParams(params);
    next.delete('email');
    setParams(next, { replace: true });
  }, [params, setParams]);

  const ids = {
    choice: useId(),
    restaurant: useId(),
    date: useId(),
    party: useId(),
    times: useId(),
    details: useId(),
    email: useId(),
    phone: useId(),
    requests: useId(),
    submit: useId(),
  };
  const formRef = useRef<HTMLFormElement>(null);
  const choiceHeading = useRef<HTMLHeadingElement>(null);
  const timesHeading = useRef<HTMLHeadingElement>(null);

  // After a refused submit, the first invalid field takes focus so its message is read.
  useEffect(() => {
    if (view.attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [view.attempts]);

  // A booking the restaurant refused (the time was taken) sends the guest back to the times.
  const previousState = useRef(view.state);
  useEffect(() => {
    if (previousState.current === 'creating' && view.state.startsWith('choosing.availability'))
      timesHeading.current?.focus();
    previousState.current = view.state;
  }, [view.state]);

  const changeContact = (field: keyof RestaurantContact) => (value: string) =>
    actor.send({ type: 'contact.changed', field, value });
  const pageHeading = () => document.querySelector<HTMLElement>('[data-page-heading]')?.focus();

  return (
    <Page title="Book a table">
      <div className="restaurant" data-flow="restaurant" data-state={view.state}>
        {view.reservation ? (
          <p className="restaurant__for">
            For your hotel booking <strong>{view.reservation}</strong>
          </p>
        ) : null}

        {view.restaurantsStatus === 'loading' ? <p role="status">Loading restaurants…</p> : null}
        {view.restaurantsStatus === 'failed' ? (
          <div className="restaurant-retry">
            <p role="alert" className="notice notice--error">
              {view.error}
            </p>
            <button
              type="button"
              onClick={() => {
                pageHeading();
                actor.send({ type: 'restaurants.retry' });
              }}
            >
              Try again
            </button>
          </div>
        ) : null}
        {view.restaurantsStatus === 'none' ? (
          <p className="notice">
            Sorry, our restaurants do not take table bookings online at the moment. Please{' '}
            <Link to={`/Contact/${code}`}>contact us</Link> to book a table.
          </p>
        ) : null}

        {view.booked ? (
          <section className="restaurant-booked" aria-labelledby={ids.details}>
            <StepHeading id={ids.details} className="restaurant-step-heading">
              Your table is booked
            </StepHeading>
            {view.booked.reference ? (
              <p className="restaurant-booked__reference">
                Table booking reference: <strong>{view.booked.reference}</strong>
              </p>
            ) : null}
            {view.summary ? <p>{view.summary}.</p> : null}
            <p>{view.booked.message}</p>
            <div className="restaurant-actions">
              <button
                type="button"
                className="button--secondary"
                onClick={() => actor.send({ type: 'booking.restarted' })}
              >
                Book another table
              </button>
              <Link className="button button--secondary" to={`/Book/${code}`}>
                Book a room
              </Link>
            </div>
          </section>
        ) : null}

        {view.restaurantsStatus === 'loaded' && !view.booked ? (
          <form
            ref={formRef}
            className="restaurant-form"
            aria-label="Book a table"
            noValidate
            aria-busy={view.creating || undefined}
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'booking.submitted' });
            }}
          >
            <section className="restaurant-section" aria-labelledby={ids.choice}>
              <h2 id={ids.choice} ref={choiceHeading} tabIndex={-1}>
                Your table
              </h2>
              {view.emailFirst ? <EmailField id={ids.email} view={view} onChange={changeContact('email')} /> : null}
              <div className="restaurant-row">
                <div className="restaurant-field">
                  <label htmlFor={ids.restaurant}>Restaurant</label>
                  <select
                    id={ids.restaurant}
                    value={view.restaurantId ?? ''}
                    disabled={view.creating}
                    onChange={(e) =>
                      actor.send({
                        type: 'restaurant.selected',
                        restaurantId: e.target.value ? Number(e.target.value) : null,
                      })
                    }
                  >
                    <option value="">Choose a restaurant</option>
                    {view.restaurants.map((r) => (
                      <option key={r.Id} value={r.Id}>
                        {r.Name}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="restaurant-field">
                  <label htmlFor={ids.date}>Date</label>
                  <input
                    id={ids.date}
                    type="date"
                    min={view.today}
                    value={view.visitDate}
                    disabled={view.creating}
                    aria-invalid={view.dateMessage ? true : undefined}
                    aria-describedby={describedBy(view.dateMessage && `${ids.date}-error`)}
                    onChange={(e) => actor.send({ type: 'date.changed', date: e.target.value })}
                  />
                  {view.dateMessage ? (
                    <p id={`${ids.date}-error`} className="restaurant-field__error">
                      {view.dateMessage}
                    </p>
                  ) : null}
                </div>
                {view.setupStatus === 'loaded' && view.partySizes.length > 0 ? (
                  <div className="restaurant-field">
                    <label htmlFor={ids.party}>Party size</label>
                    <select
                      id={ids.party}
                      value={view.partySize ?? ''}
                      disabled={view.creating}
                      onChange={(e) => actor.send({ type: 'partySize.changed', partySize: Number(e.target.value) })}
                    >
                      {view.partySizes.map((n) => (
                        <option key={n} value={n}>
                          {partySizeLabel(n)}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : null}
              </div>
              <p role="status" className="restaurant-status">
                {view.setupStatus === 'loading' ? 'Loading the restaurant’s booking details…' : ''}
              </p>
              {view.setupStatus === 'failed' ? (
                <div className="restaurant-retry">
                  <p role="alert" className="notice notice--error">
                    {view.error}
                  </p>
                  <button
                    type="button"
                    onClick={() => {
                      choiceHeading.current?.focus();
                      actor.send({ type: 'setup.retry' });
                    }}
                  >
                    Try again
                  </button>
                </div>
              ) : null}
            </section>

            <section className="restaurant-section" aria-labelledby={ids.times}>
              <h2 id={ids.times} ref={timesHeading} tabIndex={-1}>
                Choose a time
              </h2>
              <p
                role="status"
                className={
                  view.availabilityStatus === 'none' ? 'restaurant-status notice notice--warning' : 'restaurant-status'
                }
              >
                {timesStatus(view)}
              </p>
              {view.availabilityStatus === 'failed' ? (
                <div className="restaurant-retry">
                  <p role="alert" className="notice notice--error">
                    {view.error}
                  </p>
                  <button
                    type="button"
                    onClick={() => {
                      timesHeading.current?.focus();
                      actor.send({ type: 'availability.retry' });
                    }}
                  >
                    Try again
                  </button>
                </div>
              ) : null}
              {view.error &&
              !view.detailsShown &&
              (view.availabilityStatus === 'loading' || view.availabilityStatus === 'loaded') ? (
                <p className="notice notice--error">{view.error}</p>
              ) : null}
              {view.availabilityStatus === 'loaded' ? (
                <>
                  <ul className="restaurant-slots" aria-labelledby={ids.times}>
                    {view.slots.map((slot) => (
                      <li key={slot.Time}>
                        <button
                          type="button"
                          className="restaurant-slot"
                          aria-pressed={slot.Time === view.visitTime}
                          disabled={view.creating}
                          onClick={() => actor.send({ type: 'slot.selected', time: slot.Time })}
                        >
                          <span className="restaurant-slot__time">{slot.Time}</span>
                          {slot.Promotions.length ? (
                            <>
                              {' '}
                              <span className="restaurant-slot__offer">
                                {slot.Promotions.map((p) => p.Name).join(', ')}
                              </span>
                            </>
                          ) : null}
                        </button>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </section>

            {view.detailsShown ? (
              <section className="restaurant-section" aria-labelledby={ids.details}>
                <StepHeading id={ids.details} className="restaurant-step-heading">
                  Your details
                </StepHeading>
                {view.summary ? <p className="restaurant-summary">{view.summary}</p> : null}
                {view.isLeaveTimeRequired ? (
                  <p className="restaurant-hint">
                    This restaurant books its tables for a set time: it will tell you when the table is needed again.
                  </p>
                ) : null}
                {view.promotions.length ? (
                  <fieldset className="restaurant-offers">
                    <legend>Offer (optional)</legend>
                    <label className="restaurant-choice">
                      <input
                        type="radio"
                        name="promotion"
                        checked={view.promotionId === null}
                        disabled={view.creating}
                        onChange={() => actor.send({ type: 'promotion.selected', promotionId: null })}
                      />
                      <span>No offer</span>
                    </label>
                    {view.promotions.map((p) => (
                      <label key={p.Id} className="restaurant-choice">
                        <input
                          type="radio"
                          name="promotion"
                          checked={view.promotionId === p.Id}
                          disabled={view.creating}
                          onChange={() => actor.send({ type: 'promotion.selected', promotionId: p.Id })}
                        />
                        <span>
                          {p.Name}
                          {p.Description ? <span className="restaurant-choice__detail">{p.Description}</span> : null}
                        </span>
                      </label>
                    ))}
                  </fieldset>
                ) : null}
                {view.emailFirst ? null : <EmailField id={ids.email} view={view} onChange={changeContact('email')} />}
                <div className="restaurant-field">
                  <label htmlFor={ids.phone}>Phone number</label>
                  <input
                    id={ids.phone}
                    type="tel"
                    autoComplete="tel"
                    required
                    readOnly={view.creating}
                    value={view.contact.phone}
                    aria-invalid={view.errors.ContactNumber ? true : undefined}
                    aria-describedby={describedBy(
                      `${ids.phone}-hint`,
                      view.errors.ContactNumber && `${ids.phone}-error`,
                    )}
                    onChange={(e) => changeContact('phone')(e.target.value)}
                  />
                  <p id={`${ids.phone}-hint`} className="restaurant-hint">
                    Start with + or 00 and your country code, for example +44 7700 900123.
                  </p>
                  {view.errors.ContactNumber ? (
                    <p id={`${ids.phone}-error`} className="restaurant-field__error">
                      {view.errors.ContactNumber}
                    </p>
                  ) : null}
                </div>
                <div className="restaurant-field">
                  <label htmlFor={ids.requests}>Special requests (optional)</label>
                  <textarea
                    id={ids.requests}
                    rows={3}
                    readOnly={view.creating}
                    value={view.contact.specialRequests}
                    onChange={(e) => changeContact('specialRequests')(e.target.value)}
                  />
                </div>
                {view.error ? (
                  <p id={`${ids.submit}-error`} className="restaurant-form__error">
                    {view.error}
                  </p>
                ) : null}
                <div className="restaurant-actions">
                  <button
                    type="submit"
                    aria-disabled={view.creating || undefined}
                    aria-describedby={describedBy(view.error && `${ids.submit}-error`)}
                  >
                    {view.creating ? 'Booking your table…' : 'Book table'}
                  </button>
                </div>
              </section>
            ) : null}
          </form>
        ) : null}
      </div>
    </Page>
  );
}

import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { BookingConfig } from '@/api/queries';
import { withArrival } from '@/domain/dates';
import type { SearchMachine } from '@machines/search/search.machine';
import { guestOptions, selectSearchView } from '@machines/search/search.selectors';
import { RoomsAndGuests, type GuestLabels } from './RoomsAndGuests';
import { StayDates, stayDateIds } from '@/ui/stay/StayDates';
import { flowRoot } from '@/ui/flowRoot';
import '@/ui/visually-hidden.css';

export interface SearchFormProps {
  actor: ActorRefFrom<SearchMachine>;
  config: BookingConfig;
  labels: GuestLabels;
  /** The property's local wall-clock time now ("YYYY-MM-DDTHH:mm"). */
  now: () => string;
}

/** The search form: dates with the availability calendar, rooms and guests, promo, location, offers. */
export function SearchForm({ actor, config, labels, now }: SearchFormProps) {
  const view = useSelector(actor, selectSearchView);
  // the property's facts do not change while the form is shown
  const property = useSelector(actor, (s) => s.context.property);
  const [promoOpen, setPromoOpen] = useState(
    () => !config.HidePromoCodeOnLandingPage || actor.getSnapshot().context.promoCode !== '',
  );
  const arrivalRef = useRef<HTMLInputElement>(null);
  const promoId = useId();

  const setDates = useCallback(
    (fromDate: string | null, toDate: string | null) => actor.send({ type: 'dates.changed', fromDate, toDate }),
    [actor],
  );

  function onArrivalTyped(value: string) {
    const { fromDate, toDate } = withArrival(value, view.toDate);
    setDates(fromDate, toDate);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    actor.send({ type: 'clock.ticked', now: now() });
    actor.send({ type: 'search.submitted' });
    const after = selectSearchView(actor.getSnapshot());
    if (after.datesError) arrivalRef.current?.focus();
  }

  const hasLocations = config.Locations.length > 0;

  return (
    <form
      className="search-form"
      aria-label="Search for rooms"
      noValidate
      onSubmit={onSubmit}
      {...flowRoot('search', view.dataState)}
    >
      <StayDates
        view={view}
        arrivalRef={arrivalRef}
        onArrivalTyped={onArrivalTyped}
        onDatesChange={setDates}
        onCalendarRetry={() => actor.send({ type: 'calendar.retry' })}
      />

      <RoomsAndGuests
        rooms={view.rooms}
        optionsFor={(room) => guestOptions(property, room)}
        labels={labels}
        maxRooms={view.maxRooms}
        canAddRoom={view.canAddRoom}
        roomsMessage={view.roomsMessage}
        onOccupancyChange={(change) => actor.send({ type: 'room.occupancyChanged', ...change })}
        onAddRoom={() => actor.send({ type: 'room.added' })}
        onRemoveRoom={(roomNumber) => actor.send({ type: 'room.removed', roomNumber })}
      />

      <div className="search-extras">
        {promoOpen ? (
          <div className="search-field">
            <label htmlFor={promoId}>Promo code</label>
            <input
              id={promoId}
              type="text"
              autoComplete="off"
              value={view.promoCode}
              onChange={(event) => actor.send({ type: 'promo.changed', promoCode: event.target.value })}
            />
          </div>
        ) : (
          <button type="button" className="link-button" aria-expanded="false" onClick={() => setPromoOpen(true)}>
            Have a promo code?
          </button>
        )}
        {view.ratePlanCode ? (
          <p className="search-rate-code">
            Rate code <strong>{view.ratePlanCode}</strong> applied.{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => actor.send({ type: 'ratePlan.changed', ratePlanCode: '' })}
            >
              Remove rate code
            </button>
          </p>
        ) : null}
        {hasLocations ? (
          <div className="search-field">
            <label htmlFor="search-location">Location</label>
            <select
              id="search-location"
              value={view.locationId ?? ''}
              onChange={(event) =>
                actor.send({
                  type: 'location.changed',
                  locationId: event.target.value ? Number(event.target.value) : null,
                })
              }
            >
              <option value="">Any location</option>
              {config.Locations.map((location) => (
                <option key={location.LocationId} value={location.LocationId}>
                  {location.Name}
                  {location.Address ? ` (${location.Address})` : ''}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>

      <div className="search-submit">
        <button
          type="submit"
          className="search-submit__button"
          aria-describedby={view.datesProblem === 'sameDay' ? stayDateIds.datesMessage : undefined}
        >
          Search
        </button>
      </div>

      {config.Offers.length > 0 ? (
        <section className="search-offers" aria-labelledby="search-offers-heading">
          <h2 id="search-offers-heading">Offers</h2>
          <ul>
            {config.Offers.map((offer) => {
              const applied =
                (offer.PromoCode !== null && offer.PromoCode === view.promoCode) ||
                (offer.RatePlanCode !== null && offer.RatePlanCode === view.ratePlanCode);
              return (
                <li key={offer.OfferId} className="search-offer">
                  <h3>{offer.Title}</h3>
                  {offer.Description ? <p>{offer.Description}</p> : null}
                  {applied ? (
                    <p className="search-offer__applied">Applied</p>
                  ) : (
                    <button
                      type="button"
                      onClick={() => {
                        if (offer.PromoCode) setPromoOpen(true);
                        actor.send({
                          type: 'offer.applied',
                          promoCode: offer.PromoCode,
                          ratePlanCode: offer.RatePlanCode,
                        });
                      }}
                    >
                      Apply<span className="visually-hidden"> offer {offer.Title}</span>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {config.BookingIncentives.length > 0 ? (
        <section className="search-incentives" aria-labelledby="search-incentives-heading">
          <h2 id="search-incentives-heading">Why book with us</h2>
          <ul>
            {config.BookingIncentives.map((incentive) => (
              <li key={incentive.BookingIncentiveId}>
                <strong>{incentive.Title}</strong>
                {incentive.Description ? <span>: {incentive.Description}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </form>
  );
}

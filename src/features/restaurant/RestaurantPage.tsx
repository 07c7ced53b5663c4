import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { BookingConfig } from '@/api/queries';
import { Page } from '@/ui/Page';
import { useFocusFirstInvalid } from '@/ui/form';
import { useNotify } from '@/ui/notifications';
import { usePropertyData } from '@/ui/useProperty';
import { localToday } from '@/ui/clock';
import { restaurantMachine } from '@machines/restaurant/restaurant.machine';
import { selectRestaurantView } from '@machines/restaurant/restaurant.selectors';
import { Booked } from './Booked';
import { DetailsForm } from './DetailsForm';
import { Retry } from './parts';
import { RestaurantChoice } from './RestaurantChoice';
import { TimeSlots } from './TimeSlots';
import './restaurant.css';
import { flowRoot } from '@/ui/flowRoot';
import { restorableSnapshot, usePersistedSnapshot } from '@/ui/flowContext';
import { storageKeys } from '@/ui/persistence';
import { commonText } from '@/i18n/common';
import { restaurantText as t } from '@/i18n/restaurant';
import { richText, STRONG } from '@/ui/RichText';

/**
 * /Restaurant/{propertyCode}: book a restaurant table (manage spec sections 4, 5, 8). Offered
 * from the booking confirmation with `?reservation=&email=&date=` (the hotel booking's reference,
 * the booker's e-mail and the arrival date); the e-mail is removed from the address once read.
 * What the guest chose and typed, and the booking's Idempotency-Key, are kept for the tab
 * (sessionStorage): a reload loses nothing, and a booking whose answer was lost is asked for
 * before another is made.
 */
export function Component() {
  const { property } = usePropertyData();
  const { config } = useLoaderData() as { config: BookingConfig };
  const [params, setParams] = useSearchParams();
  const notify = useNotify();
  const storageKey = storageKeys.restaurant(property.PropertyCode);
  const [options] = useState(() => {
    const input = {
      propertyId: property.PropertyId,
      today: localToday(),
      reservation: params.get('reservation'),
      email: params.get('email'),
      date: params.get('date'),
      defaultRestaurantId: config.RestaurantBookingDefaultRestaurant,
    };
    const snapshot = restorableSnapshot(restaurantMachine, input, storageKey);
    // the table booking in progress comes back, when it is for the same hotel booking (or none)
    const restore =
      snapshot &&
      snapshot.value !== 'booked' &&
      snapshot.context.reservation === (input.reservation?.trim() || null) &&
      snapshot.context.today === input.today;
    return restore ? { input, snapshot } : { input };
  });
  const actor = useActorRef(restaurantMachine.provide({ actions: { notify: (_, notice) => notify(notice) } }), options);
  usePersistedSnapshot(actor, storageKey);
  const view = useSelector(actor, selectRestaurantView);
  const send = actor.send;
  const code = property.PropertyCode;

  // The e-mail prefilled the form; it does not stay in the address (history, shared links, tags).
  useEffect(() => {
    if (!params.has('email')) return;
    const next = new URLSearchParams(params);
    next.delete('email');
    setParams(next, { replace: true });
  }, [params, setParams]);

  const formRef = useRef<HTMLFormElement>(null);
  const timesHeading = useRef<HTMLHeadingElement>(null);

  // After a refused submit, the first invalid field takes focus so its message is read.
  useFocusFirstInvalid(formRef, view.attempts);

  // A booking the restaurant refused (the time was taken) sends the guest back to the times.
  const previousState = useRef(view.state);
  useEffect(() => {
    if (previousState.current === 'creating' && view.state.startsWith('choosing.availability'))
      timesHeading.current?.focus();
    previousState.current = view.state;
  }, [view.state]);

  return (
    <Page title={commonText('bookTable')}>
      <div className="restaurant" {...flowRoot('restaurant', view.state)}>
        {view.reservation ? (
          <p className="restaurant__for">
            {richText(t.rich('forHotelBooking', { reservation: view.reservation }), STRONG)}
          </p>
        ) : null}

        {view.restaurantsStatus === 'loading' ? <p role="status">{t('loadingRestaurants')}</p> : null}
        {view.restaurantsStatus === 'failed' ? (
          <Retry
            message={view.error}
            onRetry={() => {
              document.querySelector<HTMLElement>('[data-page-heading]')?.focus();
              send({ type: 'restaurants.retry' });
            }}
          />
        ) : null}
        {view.restaurantsStatus === 'none' ? (
          <p className="notice">
            {richText(t('noOnlineBooking'), { link: (text) => <Link to={`/Contact/${code}`}>{text}</Link> })}
          </p>
        ) : null}

        {view.booked ? (
          <Booked
            booked={view.booked}
            summary={view.summary}
            propertyCode={code}
            onAnother={() => send({ type: 'booking.restarted' })}
          />
        ) : null}

        {view.restaurantsStatus === 'loaded' && !view.booked ? (
          <form
            ref={formRef}
            className="restaurant-form"
            aria-label={commonText('bookTable')}
            noValidate
            aria-busy={view.creating || undefined}
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'booking.submitted' });
            }}
          >
            <RestaurantChoice view={view} send={send} />
            <TimeSlots view={view} send={send} headingRef={timesHeading} />
            {view.detailsShown ? <DetailsForm view={view} send={send} /> : null}
          </form>
        ) : null}
      </div>
    </Page>
  );
}

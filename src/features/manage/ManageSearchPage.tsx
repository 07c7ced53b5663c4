import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fieldErrors } from '@/domain/forms';
import { LINK_FAILED_MESSAGE, manageSearchSchema } from '@/domain/manage';
import { manageSearchMachine } from '@machines/manage/manageSearch.machine';
import { stateString } from '@machines/stateValue';
import { Page } from '@/ui/Page';
import { FormError, SubmitButton, TextField, useFocusFirstInvalid } from '@/ui/form';
import { flowRoot } from '@/ui/flowRoot';
import { sameData } from '@/ui/sameData';
import { usePropertyData } from '@/ui/useProperty';
import { rememberManagedBooking } from '@/ui/persistence';
import '@/ui/form/form.css';
import './manage.css';

/**
 * /Manage/{propertyCode}: find a booking by reference number and guest name (manage spec 2, 5,
 * 8). A manage link that failed lands here with `?link=failed` and says so.
 */
export function Component() {
  const { property } = usePropertyData();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = property.PropertyCode;
  const actor = useActorRef(
    manageSearchMachine.provide({
      actions: {
        openBooking: (_, found) => {
          rememberManagedBooking(code, found.reservation.ReservationNumber, found.code);
          void navigate(`/Manage/${code}/Reservation/${found.reservation.ReservationNumber}/${found.code}`);
        },
      },
    }),
    { input: { propertyId: property.PropertyId, error: params.get('link') === 'failed' ? LINK_FAILED_MESSAGE : null } },
  );
  const view = useSelector(
    actor,
    (s) => ({
      state: stateString(s.value),
      form: s.context.form,
      errors: s.matches({ editing: 'refused' }) ? fieldErrors(manageSearchSchema, s.context.form) : {},
      attempts: s.context.attempts,
      error: s.context.error,
      busy: s.matches('searching') || s.matches('found'),
    }),
    sameData,
  );
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, view.attempts);
  const change = (field: 'reservationNumber' | 'guestName') => (value: string) =>
    actor.send({ type: 'field.changed', field, value });

  return (
    <Page title="Manage your booking">
      <div className="manage-search" {...flowRoot('manageSearch', view.state)}>
        <p>Enter your reservation number and the surname of the booker or a guest to view or change your booking.</p>
        <form
          ref={formRef}
          className="form manage-search__form"
          aria-label="Find your booking"
          noValidate
          aria-busy={view.busy || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'form.submitted' });
          }}
        >
          <FormError message={view.error} />
          <TextField
            label="Reservation number"
            autoComplete="off"
            required
            value={view.form.reservationNumber}
            error={view.errors.reservationNumber}
            onChange={change('reservationNumber')}
          />
          <TextField
            label="Guest name"
            hint="The surname of the booker or of a guest"
            autoComplete="family-name"
            required
            value={view.form.guestName}
            error={view.errors.guestName}
            onChange={change('guestName')}
          />
          <SubmitButton busy={view.busy} busyText="Finding your booking…">
            Find booking
          </SubmitButton>
        </form>
      </div>
    </Page>
  );
}

import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fieldErrors } from '@/domain/forms';
import { MANAGE_SEARCH_MESSAGES, manageSearchSchema } from '@/domain/manage';
import { manageSearchMachine } from '@machines/manage/manageSearch.machine';
import { stateString } from '@machines/stateValue';
import { Page } from '@/ui/Page';
import { FormError, SubmitButton, TextField, useFocusFirstInvalid } from '@/ui/form';
import { flowRoot } from '@/ui/flowRoot';
import { sameData } from '@/ui/sameData';
import { usePropertyData } from '@/ui/useProperty';
import { rememberManagedBooking } from '@/ui/persistence';
import { manageText as t } from '@/i18n/manage';
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
    {
      input: {
        propertyId: property.PropertyId,
        error: params.get('link') === 'failed' ? MANAGE_SEARCH_MESSAGES.linkFailed : null,
      },
    },
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
    <Page title={t('search.title')}>
      <div className="manage-search" {...flowRoot('manageSearch', view.state)}>
        <p>{t('search.intro')}</p>
        <form
          ref={formRef}
          className="form manage-search__form"
          aria-label={t('search.form')}
          noValidate
          aria-busy={view.busy || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'form.submitted' });
          }}
        >
          <FormError message={view.error} />
          <TextField
            label={t('search.reservationNumber')}
            autoComplete="off"
            required
            value={view.form.reservationNumber}
            error={view.errors.reservationNumber}
            onChange={change('reservationNumber')}
          />
          <TextField
            label={t('search.guestName')}
            hint={t('search.guestNameHint')}
            autoComplete="family-name"
            required
            value={view.form.guestName}
            error={view.errors.guestName}
            onChange={change('guestName')}
          />
          <SubmitButton busy={view.busy} busyText={t('search.finding')}>
            {t('search.find')}
          </SubmitButton>
        </form>
      </div>
    </Page>
  );
}

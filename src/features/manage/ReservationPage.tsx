import { useEffect, useState } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import type { BookingConfig, CancellationReason, ManageBookingConfig, ManagedReservation } from '@/domain/models';
import { manageInput, manageMachine } from '@machines/manage/manage.machine';
import { manageStateName, manageStepOf } from '@machines/manage/manage.selectors';
import { localNow } from '@/ui/clock';
import { restorableSnapshot, usePersistedSnapshot } from '@/ui/flowContext';
import { flowRoot } from '@/ui/flowRoot';
import { useNotify } from '@/ui/notifications';
import { PageHeading } from '@/ui/Page';
import { storageKeys } from '@/ui/persistence';
import { sameData } from '@/ui/sameData';
import { usePropertyData } from '@/ui/useProperty';
import { ManageFlow, useManageActor } from './ManageFlow';
import { ManageSteps } from './ManageSteps';
import { manageText as t } from '@/i18n/manage';
import '@/ui/form/form.css';
import './manage.css';

/** The top state of a persisted snapshot's value (a plain object: no `matches`). */
const topState = (value: unknown) =>
  typeof value === 'string' ? value : Object.keys((value ?? {}) as Record<string, unknown>)[0];

/** What the reservation route's loader gives the page. */
export interface ManageReservationData {
  config: ManageBookingConfig;
  bookingConfig: BookingConfig;
  /** cancellation reasons (empty when they could not be loaded) */
  reasons: CancellationReason[];
  reservation: ManagedReservation;
}

/**
 * /Manage/{propertyCode}/Reservation/{referenceNumber}/{code}: the booking, its changes and its
 * cancellation (manage spec 2, 4, 5, 8). Changes not saved yet survive a reload while the
 * booking is as it was when they were made; a booking changed since starts afresh from the server.
 */
export function Component() {
  const { property } = usePropertyData();
  const data = useLoaderData() as ManageReservationData;
  const [params] = useSearchParams();
  const notify = useNotify();
  const key = storageKeys.manage(property.PropertyCode);
  const [flow] = useState(() => {
    const input = manageInput(property, data, localNow(), params.get('step') === 'extras' ? 'extras' : null);
    const logic = manageMachine.provide({
      actions: { notify: (_, notice) => notify({ type: notice.tone, message: notice.message }) },
    });
    const snapshot = restorableSnapshot(logic, input, key);
    // changes kept over a reload belong to the booking as it still is on the server; a booking
    // saved or cancelled opens afresh
    const restore =
      snapshot &&
      sameData(snapshot.context.reservation, data.reservation) &&
      !['complete', 'cancelled'].includes(topState(snapshot.value) ?? '');
    if (snapshot && !restore) sessionStorage.removeItem(key);
    return { logic, options: restore ? { input, snapshot } : { input } };
  });
  return (
    <ManageFlow.Provider logic={flow.logic} options={flow.options}>
      <ManageRoot storageKey={key} />
    </ManageFlow.Provider>
  );
}

function ManageRoot({ storageKey }: { storageKey: string }) {
  const actor = useManageActor();
  usePersistedSnapshot(actor, storageKey);
  const state = ManageFlow.useSelector(manageStateName);
  const step = ManageFlow.useSelector(manageStepOf);
  const reference = ManageFlow.useSelector((s) => s.context.reservation.ReservationNumber);
  // a new step starts at the top of the page
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [step]);
  return (
    <section className="page manage" {...flowRoot('manage', state, step)}>
      <PageHeading>{t('pageHeading', { reference })}</PageHeading>
      <ManageSteps step={step} />
    </section>
  );
}

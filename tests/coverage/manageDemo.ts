/**
 * The demo booking as the manage page gets it, and each call's answer for it, worked out by the
 * app's own loader and actors against the mock backend in Node, seeded for today as the
 * browser's mock seeds itself: the manage model's input and answers (tests/coverage/models.ts)
 * are what the page gets in the model-based e2e.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { DEMO } from '@mocks/node';
import { getProperty, manageReservationLoader } from '@/app/loaders';
import { addDays } from '@/domain/dates';
import { manageInput } from '@machines/manage/manage.machine';
import { loadAmendOptions, loadUpgradeOptions, searchDateOptions } from '@machines/manage/manage.actors';
import { TODAY } from '../support/groupStay';
import { answer, withMockBackend } from './mockBackend';

export function manageDemo() {
  return withMockBackend(async () => {
    const { referenceNumber, linkHash } = DEMO.reservation;
    const args = {
      params: { propertyCode: 'SEAVIEW', referenceNumber, linkCode: linkHash },
      request: new Request(`http://localhost/Manage/SEAVIEW/Reservation/${referenceNumber}/${linkHash}`),
      context: undefined,
    } as unknown as LoaderFunctionArgs;
    const data = await manageReservationLoader(args);
    const property = await getProperty('SEAVIEW');
    // the page's now feeds only the change of dates' calendar (its today): the morning of today,
    // as the group search's model has it, so the model is the same all day
    const input = manageInput(property, data, `${TODAY}T09:00`);
    const { reservation } = data;
    const stay = { propertyId: property.PropertyId, reservation };
    const options = await answer(loadAmendOptions, {
      ...stay,
      dateFrom: reservation.DateFrom,
      dateTo: reservation.DateTo,
    });
    // one night fewer: the booking's own nights always have its rooms
    const newDates = { fromDate: reservation.DateFrom, toDate: addDays(reservation.DateFrom, 2) };
    const dateOptions = await answer(searchDateOptions, {
      propertyId: property.PropertyId,
      code: reservation.Code,
      dateFrom: newDates.fromDate,
      dateTo: newDates.toDate,
      reservationItemIds: reservation.Rooms.map((room) => room.ReservationItemId),
    });
    const newOptions = await answer(loadUpgradeOptions, {
      ...stay,
      dateFrom: newDates.fromDate,
      dateTo: newDates.toDate,
    });
    return { input, reasons: data.reasons, options, newDates, dateOptions, newOptions };
  });
}

/**
 * The demo booking's pre check-in as the page gets it, worked out by the app's own loader and
 * actor against the mock backend in Node: the pre check-in model's input and the answer of its
 * load (tests/coverage/preCheckInModel.ts) are what the page gets.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { DEMO } from '@mocks/node';
import { getProperty, preCheckInLoader } from '@/app/loaders';
import { preCheckInInput } from '@machines/precheckin/precheckin.machine';
import { loadCheckIn } from '@machines/precheckin/precheckin.actors';
import { TODAY } from '../support/groupStay';
import { answer, withMockBackend } from './mockBackend';

export function preCheckInDemo() {
  return withMockBackend(async () => {
    const { referenceNumber, linkHash } = DEMO.reservation;
    const args = {
      params: { propertyCode: 'SEAVIEW', referenceNumber, linkCode: linkHash },
      request: new Request(`http://localhost/PreCheckIn/SEAVIEW/${referenceNumber}/${linkHash}`),
      context: undefined,
    } as unknown as LoaderFunctionArgs;
    const { config } = await preCheckInLoader(args);
    const property = await getProperty('SEAVIEW');
    const input = preCheckInInput(property, config, { referenceNumber, code: linkHash }, TODAY);
    const loaded = await answer(loadCheckIn, { propertyId: property.PropertyId, referenceNumber, code: linkHash });
    return { input, loaded };
  });
}

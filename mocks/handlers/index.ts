/**
 * Every operation of openapi.yaml answered by the mock, one file per API area, as MSW 3 handlers. Shared by the
 * browser worker (mocks/browser.ts), Node tests (mocks/node.ts) and Storybook.
 */
import type { HttpHandler } from 'msw';
import { operationsHandler } from '../http';
import { accountHandlers } from './account';
import { assetHandlers } from './assets';
import { availabilityHandlers } from './availability';
import { loggingHandlers } from './logging';
import { manageHandlers } from './manage';
import { outcomeHandlers } from './outcome';
import { preCheckInHandlers } from './precheckin';
import { propertyHandlers } from './property';
import { referenceHandlers } from './reference';
import { reservationHandlers } from './reservation';
import { restaurantHandlers } from './restaurant';
import { serviceHandlers } from './services';

/** Every operation in one handler (mocks/http.ts, operationsHandler), then the demo pictures. */
export const handlers: HttpHandler[] = [
  operationsHandler([
    ...propertyHandlers,
    ...accountHandlers,
    ...availabilityHandlers,
    ...serviceHandlers,
    ...referenceHandlers,
    ...reservationHandlers,
    ...outcomeHandlers,
    ...manageHandlers,
    ...preCheckInHandlers,
    ...restaurantHandlers,
    ...loggingHandlers,
  ]),
  ...assetHandlers,
];

export { implementedOperations } from '../http';

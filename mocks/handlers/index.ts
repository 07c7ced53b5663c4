/**
 * Every operation of openapi.yaml as an MSW 3 handler, one file per API area. Shared by the
 * browser worker (mocks/browser.ts), Node tests (mocks/node.ts) and Storybook.
 */
import type { HttpHandler } from 'msw';
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

export const handlers: HttpHandler[] = [
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
  ...assetHandlers,
];

export { implementedOperations } from '../http';

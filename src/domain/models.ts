/**
 * The API's models that rules and screens work with, as types (from openapi.yaml through the
 * generated schema): src/ui and the flows name them from here, never from the API client.
 */
import type { components } from '@/api/schema';

export type Property = components['schemas']['Property'];
export type BookingConfig = components['schemas']['BookingConfig'];
export type AccountUser = components['schemas']['AccountUser'];

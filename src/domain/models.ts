/**
 * The API's models that rules and screens work with, as types (from openapi.yaml through the
 * generated schema): src/ui and the flows name them from here, never from the API client.
 */
import type { components } from '@/api/schema';

export type Property = components['schemas']['Property'];
export type BookingConfig = components['schemas']['BookingConfig'];
export type Offer = BookingConfig['Offers'][number];
export type BookingIncentive = BookingConfig['BookingIncentives'][number];
export type GroupSearchRequest = components['schemas']['GroupSearchRequest'];
export type GroupPropertyResult = components['schemas']['GroupPropertyResult'];
export type GroupUnavailableReason = components['schemas']['GroupUnavailableReason'];
export type AreaAvailability = components['schemas']['AreaAvailability'];
export type AccountUser = components['schemas']['AccountUser'];
export type AvailabilityResult = components['schemas']['AvailabilityResult'];
export type BookingRoomDto = components['schemas']['BookingRoom'];
export type BrowserData = components['schemas']['BrowserData'];
export type Company = components['schemas']['Company'];
export type Country = components['schemas']['Country'];
export type CreditCardType = components['schemas']['CreditCardType'];
export type ManageBookingConfig = components['schemas']['ManageBookingConfig'];
export type ManageUpdateResponse = components['schemas']['ManageUpdateResponse'];
export type CancelResponse = components['schemas']['CancelResponse'];
export type PreCheckInConfig = components['schemas']['PreCheckInConfig'];
export type PropertyGroup = components['schemas']['PropertyGroup'];
export type RatePlan = components['schemas']['RatePlan'];
export type ReservationConfirmation = components['schemas']['ReservationConfirmation'];
export type ReservationCreateRequest = components['schemas']['ReservationCreateRequest'];
export type ReservationCreateResponse = components['schemas']['ReservationCreateResponse'];
export type Restaurant = components['schemas']['Restaurant'];
export type RestaurantBookingRequest = components['schemas']['RestaurantBookingRequest'];
export type RestaurantBookingResponse = components['schemas']['RestaurantBookingResponse'];
export type RestaurantPromotion = components['schemas']['RestaurantPromotion'];
export type RestaurantSetup = components['schemas']['RestaurantSetup'];
export type RestaurantSlot = components['schemas']['RestaurantSlot'];
export type RoomConfiguration = components['schemas']['RoomConfiguration'];
export type RoomType = components['schemas']['RoomType'];
export type SavedCard = components['schemas']['SavedCard'];
export type SearchResponse = components['schemas']['SearchResponse'];
export type Service = components['schemas']['Service'];
export type ServicesResponse = components['schemas']['ServicesResponse'];
export type Upgrade = components['schemas']['Upgrade'];
export type VoucherCheckResponse = components['schemas']['VoucherCheckResponse'];
export type ManagedReservation = components['schemas']['ManagedReservation'];
export type ManagedRoom = components['schemas']['ManagedRoom'];
export type ManageSearchResponse = components['schemas']['ManageSearchResponse'];
export type UpgradeOptionsResponse = components['schemas']['UpgradeOptionsResponse'];
export type DateOptionRateRow = components['schemas']['DateOptionRateRow'];
export type DateOptionsResponse = components['schemas']['DateOptionsResponse'];
export type ManageUpdateRequest = components['schemas']['ManageUpdateRequest'];
export type CancellationReason = components['schemas']['CancellationReason'];
export type Guest = components['schemas']['Guest'];
export type BillingContact = components['schemas']['BillingContact'];
export type PreCheckInReservation = components['schemas']['PreCheckInReservation'];
export type PreCheckInItem = components['schemas']['PreCheckInItem'];
export type PreCheckInGetResponse = components['schemas']['PreCheckInGetResponse'];
export type GuestRegistration = components['schemas']['GuestRegistration'];
export type Promotion = components['schemas']['Promotion'];

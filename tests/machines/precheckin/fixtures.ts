/**
 * A pre check-in, worked out by hand: booking 100001 with a booker and two rooms. Room 1 (Superior,
 * room type 102, which has two bed set-ups) and Room 2 (Classic, 101, no set-ups), two adults
 * each; the hotel asks the arrival time, the lead guests' nationality and the terms, and collects
 * a card (Visa, Mastercard, American Express); the booking has a Visa ending 1111 on file.
 */
import type { PreCheckInInput } from '@machines/precheckin/precheckin.machine';
import type { Loaded } from '@machines/precheckin/precheckin.actors';
import type { PreCheckInConfig, PreCheckInItem, PreCheckInReservation, ServicesResponse } from '@/domain/models';
import { service } from '../booking/fixtures';

const names = {
  FirstNameRequired: true,
  LastNameRequired: true,
  EmailRequired: false,
  PhoneRequired: false,
  CountryRequired: false,
  StreetRequired: false,
  CityRequired: false,
  StateOrCountyRequired: false,
  PostCodeRequired: false,
};

export const config: PreCheckInConfig = {
  PropertyId: 1,
  ShowRoomConfigurationQuestion: true,
  CollectPaymentDetails: true,
  AllowServiceEdit: true,
  GuestFields: names,
  BillingFields: { ...names, EmailRequired: true },
  IntroductionText: 'Save time at the desk.',
  ClosesDaysBeforeArrival: 0,
  AskArrivalTime: true,
  RegistrationFields: { Nationality: true, DateOfBirth: false, IdDocument: false },
  TermsUrl: 'https://seaview.example.com/terms',
};

export function item(id: number, roomTypeId: number, first: string): PreCheckInItem {
  return {
    ReservationItemId: id,
    DateOfArrival: '2026-12-03',
    DateOfDeparture: '2026-12-06',
    RoomTypeId: roomTypeId,
    RoomType: roomTypeId === 102 ? 'Superior Sea View' : 'Classic Double',
    RatePlanId: 201,
    RatePlan: 'Flexible Rate',
    Policy: null,
    RoomConfiguration: null,
    NumberOfAdults: 2,
    NumberOfChildren: 0,
    NumberOfInfants: 0,
    Guests: [{ IndividualId: id * 10, FirstName: first, LastName: 'Smith', Email: null, Phone: null }],
    Services: [],
    Registration: null,
  };
}

export function reservation(overrides: Partial<PreCheckInReservation> = {}): PreCheckInReservation {
  return {
    PropertyId: 1,
    ReferenceNumber: '100001',
    Code: '7f3c9a2be41d',
    IsReservation: true,
    EntityId: 1,
    SpecialRequests: null,
    NumberOfAdults: 4,
    NumberOfChildren: 0,
    NumberOfInfants: 0,
    CreditCards: [
      {
        CreditCardId: 1,
        CreditCardName: 'Visa ending 1111',
        CardTypeId: 1,
        LastFourDigits: '1111',
        ExpiryMonth: 12,
        ExpiryYear: 2028,
      },
    ],
    Booker: {
      IndividualId: 100,
      FirstName: 'John',
      LastName: 'Smith',
      Email: 'john@example.com',
      Phone: '+441234567890',
      Street: '1 High Street',
      City: 'Brighton',
      Country: null,
      StateOrCounty: null,
      ZipCode: 'BN1 1AA',
    },
    Company: null,
    ReservationItems: [item(11, 102, 'John'), item(12, 101, 'Sam')],
    PreCheckIn: null,
    OpenUntil: '2026-12-03',
    ...overrides,
  };
}

export const breakfast = service(301, 'Breakfast');
export const champagne = service(303, 'Champagne', { AllowEditOnBookingEngine: false });

const offered: ServicesResponse = {
  Services: [breakfast, champagne],
  InventoryPerServiceId: {
    '301': { ServiceId: 301, StartingInventory: null },
    '303': { ServiceId: 303, StartingInventory: 9 },
  },
};

export function loaded(r: PreCheckInReservation = reservation()): Extract<Loaded, { kind: 'reservation' }> {
  return {
    kind: 'reservation',
    reservation: r,
    services: { 11: offered, 12: offered },
    setUps: [
      { RoomConfigurationDropdownOptionId: 1, RoomTypeId: 102, Name: 'Double bed' },
      { RoomConfigurationDropdownOptionId: 2, RoomTypeId: 102, Name: 'Twin beds' },
    ],
  };
}

export const input: PreCheckInInput = {
  propertyId: 1,
  referenceNumber: '100001',
  code: '7f3c9a2be41d',
  config,
  today: '2026-11-23',
  // the property's card types, as the mock's (a new card's brand is matched to one)
  cardTypes: [
    { Id: 1, Name: 'Visa' },
    { Id: 2, Name: 'Mastercard' },
    { Id: 3, Name: 'American Express' },
  ],
};

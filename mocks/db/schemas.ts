/**
 * Record schemas of the mock backend's data model (zod 4, used by @msw/data Collections).
 * Field names follow the specification (PascalCase, as on the wire). These are the server's
 * *stored* records; handlers map them to the contract's response shapes.
 */
import { z } from 'zod';

// No code generation: zod's compiled object parsers probe `new Function`, which the pages' CSP
// forbids (and reports even when the probe's failure is caught). The app itself uses zod/mini,
// which never compiles.
z.config({ jitless: true });

const int = () => z.number().int();
const nullableInt = () => z.number().int().nullable();
const isoDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const occupancyBoundsSchema = z.object({
  MaximumOccupancy: nullableInt(),
  MinimumOccupancy: nullableInt(),
  AdultMaximumOccupancy: nullableInt(),
  ChildMaximumOccupancy: nullableInt(),
});

export const themeSchema = z.object({
  Primary: z.string(),
  Secondary: z.string(),
  Accent: z.string(),
  Tertiary: z.string(),
  Dark: z.string(),
  DarkPage: z.string(),
  Positive: z.string(),
  Negative: z.string(),
  Info: z.string(),
  Warning: z.string(),
  LightPage: z.string(),
  BrandPrimary: z.string(),
});

export const locationSchema = z.object({
  LocationId: int(),
  Name: z.string(),
  Address: z.string(),
});

export const giftServiceProviderConfigSchema = z.object({
  Active: z.boolean(),
  Name: z.string(),
});

/** Which guest/billing fields the property requires (spec: FirstNameRequired ... PostCodeRequired). */
export const fieldRequirementsSchema = z.object({
  FirstNameRequired: z.boolean(),
  LastNameRequired: z.boolean(),
  EmailRequired: z.boolean(),
  PhoneRequired: z.boolean(),
  CountryRequired: z.boolean(),
  StreetRequired: z.boolean(),
  CityRequired: z.boolean(),
  StateOrCountyRequired: z.boolean(),
  PostCodeRequired: z.boolean(),
});

export const bookingConfigSchema = z.object({
  HidePromoCodeOnLandingPage: z.boolean(),
  Locations: z.array(locationSchema),
  NoAvailabilityMessage: z.string(),
  MaxNumberOfRoomsOnBooking: int(),
  ShowRoomConfigurationQuestion: z.boolean(),
  Offers: z.array(
    z.object({
      OfferId: int(),
      Title: z.string(),
      Description: z.string(),
      ImageUrl: z.string(),
      PromoCode: z.string().nullable(),
      RatePlanCode: z.string().nullable(),
    }),
  ),
  BookingIncentives: z.array(z.object({ BookingIncentiveId: int(), Title: z.string(), Description: z.string() })),
  GiftServiceProviderConfig: giftServiceProviderConfigSchema,
  EnableUserChoiceOfPaymentMethod: z.boolean(),
  EnablePayByCompanyInvoice: z.boolean(),
  HasCustomTermsAndConditions: z.boolean(),
  CustomTermsAndConditionsLabel: z.string(),
  CustomTermsAndConditionsText: z.string(),
  OnlyUseCustomTermsAndConditionsForPayByCompanyInvoice: z.boolean(),
  RestaurantBookingServiceActive: z.boolean(),
  RestaurantBookingDefaultRestaurant: nullableInt(),
  RestaurantBookingServiceType: z.string(),
  ShowMinimumLengthOfStayNotification: z.boolean(),
  ShowRoomTypeOccupancy: z.boolean(),
  SameDayBookingRestrictionEnabled: z.boolean(),
  SameDayBookingRestrictionHour: int(),
  SameDayBookingRestrictionMinute: int(),
  SameDayBookingRestrictionMessage: z.string(),
});

export const manageConfigSchema = z.object({
  ShowRoomConfigurationQuestion: z.boolean(),
  GuestFields: fieldRequirementsSchema,
  RequireCancellationReason: z.boolean(),
  GiftServiceProviderConfig: giftServiceProviderConfigSchema,
  AllowDateChange: z.boolean(),
  AllowCancellation: z.boolean(),
});

export const preCheckInConfigSchema = z.object({
  /** Pre check-in open for this property (else PreCheckIn/Get answers a notice). */
  Enabled: z.boolean(),
  ShowRoomConfigurationQuestion: z.boolean(),
  CollectPaymentDetails: z.boolean(),
  GuestFields: fieldRequirementsSchema,
  BillingFields: fieldRequirementsSchema,
  AllowServiceEdit: z.boolean(),
  IntroductionText: z.string(),
  /** Days before arrival when pre check-in closes (0 = open until the arrival day). */
  ClosesDaysBeforeArrival: int(),
  /** The estimated arrival time is asked (and required). */
  AskArrivalTime: z.boolean(),
  /** Registration data asked of each room's lead guest. */
  RegistrationFields: z.object({ Nationality: z.boolean(), DateOfBirth: z.boolean(), IdDocument: z.boolean() }),
  /** When set, the guest accepts these terms to complete pre check-in. */
  TermsUrl: z.string().nullable(),
});

export const propertySchema = z.object({
  PropertyId: int(),
  PropertyCode: z.string(),
  PropertyName: z.string(),
  PropertyAddress: z.string(),
  LogoFileUrl: z.string(),
  PropertyImageUrl: z.string(),
  HotelRating: int(),
  HasRating: z.boolean(),
  GoogleTagManagerContainerId: z.string().nullable(),
  FacebookPixelId: z.string().nullable(),
  Currency: z.string(),
  AvailableCurrencies: z.array(z.string()),
  PayByPaystack: z.boolean(),
  PrivacyPolicyUrl: z.string(),
  TermsAndConditionsUrl: z.string(),
  /** Card type ids accepted (see cardTypes). */
  CreditCardTypeIds: z.array(int()),
  WebsiteUrl: z.string(),
  Email: z.string(),
  Telephone: z.string(),
  Address: z.object({
    Street: z.string(),
    City: z.string(),
    StateOrCounty: z.string().nullable(),
    PostCode: z.string(),
    Country: z.string(),
  }),
  DefaultPhoneCountryCode: z.string(),
  ShowRoomTypeOccupancy: z.boolean(),
  EnableChildrenSearch: z.boolean(),
  EnableInfantSearch: z.boolean(),
  DefaultOccupancyAdult: int(),
  DefaultOccupancyChildren: int(),
  DefaultOccupancyInfant: int(),
  MaxNumberOfRoomsOnBooking: int(),
  AdultMaximumOccupancy: nullableInt(),
  ChildMaximumOccupancy: nullableInt(),
  AdultLabel: z.string(),
  ChildLabel: z.string(),
  InfantLabel: z.string(),
  StandardVatRate: z.number(),
  IsStandardTaxExclusive: z.boolean(),
  Theme: themeSchema,
  FieldRequirements: fieldRequirementsSchema,
  BookingConfig: bookingConfigSchema,
  ManageConfig: manageConfigSchema,
  PreCheckInConfig: preCheckInConfigSchema,
  /** Demo inventory knobs: how the deterministic availability/rate generator treats this property. */
  Inventory: z.object({
    /**
     * Fixed availability for nights FromOffset..ToOffset days after today (both inclusive), for one
     * room type or (RoomTypeId null) every room type: e.g. Available 0 = sold out. First match wins.
     */
    Overrides: z.array(z.object({ RoomTypeId: nullableInt(), FromOffset: int(), ToOffset: int(), Available: int() })),
    /** Weekdays (0 Sun..6 Sat) of arrival with a minimum stay of 2 nights. */
    MinStayTwoNightWeekdays: z.array(int()),
  }),
});

export const propertyGroupSchema = z.object({
  GroupId: int(),
  GroupCode: z.string(),
  Name: z.string(),
  LogoFileUrl: z.string(),
  Theme: themeSchema,
  Currency: z.string(),
  MaxNumberOfRoomsOnBooking: int(),
  Telephone: z.string().nullable(),
  Email: z.string().nullable(),
  WebsiteUrl: z.string().nullable(),
  Areas: z.array(z.object({ AreaId: int(), Name: z.string(), PropertyIds: z.array(int()) })),
});

export const roomTypeSchema = z.object({
  PropertyId: int(),
  RoomTypeId: int(),
  Code: z.string(),
  Name: z.string(),
  Description: z.string(),
  ImageUrl: z.string(),
  /** Text alternative of the room type's picture (mocks/pictures.ts finds the files by Code). */
  ImageAlt: z.string(),
  /** Floor area in square metres. */
  SizeSquareMetres: nullableInt(),
  /** The beds, in the hotel's words. */
  Beds: z.string().nullable(),
  Amenities: z.array(z.string()),
  SortOrder: int(),
  /** Rooms of this type in the hotel. */
  TotalRooms: int(),
  /** Nightly base price (the flexible rate for BaseNumberOfAdults adults). */
  BasePrice: z.number(),
  LocationId: nullableInt(),
  /** Room types one step up (the upgrade chain). */
  UpgradeRoomTypeIds: z.array(int()),
  /** Room configurations (e.g. double / twin) offered for this type. */
  RoomConfigurationIds: z.array(int()),
  ...occupancyBoundsSchema.shape,
});

export const ratePlanSchema = z.object({
  PropertyId: int(),
  RatePlanId: int(),
  RatePlanCode: z.string(),
  Name: z.string(),
  Description: z.string(),
  Policy: z.string(),
  IsRefundable: z.boolean(),
  IncludesBreakfast: z.boolean(),
  /** Multiplier on the room type's base price. */
  PriceFactor: z.number(),
  CanPayByCompanyInvoice: z.boolean(),
  UseOccupancyForRatePlan: z.boolean(),
  BaseNumberOfAdults: int(),
  /** Nightly extra-person charges (per adult beyond BaseNumberOfAdults, per child, per infant). */
  ExtraAdult: z.number(),
  ExtraChild: z.number(),
  ExtraInfant: z.number(),
  /** Nightly per-person charges (e.g. breakfast), times adults/children/infants. */
  PerPersonAdult: z.number(),
  PerPersonChild: z.number(),
  PerPersonInfant: z.number(),
  /** Only offered when the search names this code (a private rate), else public. */
  IsPrivate: z.boolean(),
  RoomTypeIds: z.array(int()),
  SortOrder: int(),
  ...occupancyBoundsSchema.shape,
});

export const promoCodeSchema = z.object({
  PropertyId: int(),
  PromotionId: int(),
  Code: z.string(),
  DiscountPercent: z.number(),
  Promotion: z.string(),
  Message: z.string(),
  /** Stays must start on or after ValidFromOffset days from today and before ValidToOffset (null = open). */
  ValidFromOffset: int(),
  ValidToOffset: nullableInt(),
  Active: z.boolean(),
});

export const giftVoucherSchema = z.object({
  PropertyId: int(),
  Code: z.string(),
  Amount: z.number(),
  Redeemed: z.boolean(),
  IsExperience: z.boolean(),
});

export const articleSchema = z.object({ ArticleId: int(), Name: z.string(), Price: z.number() });

export const serviceSchema = z.object({
  PropertyId: int(),
  ServiceId: int(),
  ServiceCode: z.string(),
  ServiceName: z.string(),
  ServiceDescription: z.string(),
  ImageUrl: z.string(),
  Price: z.number(),
  ChargeType: z.enum(['PerStay', 'PerDay', 'PerQuantity']),
  ChargePerPerson: z.boolean(),
  Articles: z.array(articleSchema),
  AllowEditOnBookingEngine: z.boolean(),
  /** null = unlimited. */
  StartingInventory: nullableInt(),
  /** Empty = offered with every rate plan. */
  RatePlanIds: z.array(int()),
});

export const companySchema = z.object({
  PropertyId: int(),
  CompanyId: int(),
  AccountId: int(),
  Name: z.string(),
  Address: z.string(),
});

export const countrySchema = z.object({ Id: int(), Name: z.string(), IsoCode: z.string(), DialingCode: z.string() });

export const cardTypeSchema = z.object({ Id: int(), Name: z.string(), Code: z.string() });

export const cancellationReasonSchema = z.object({ PropertyId: int(), Id: int(), Name: z.string() });

export const roomConfigurationSchema = z.object({ PropertyId: int(), Id: int(), Name: z.string() });

export const restaurantSchema = z.object({
  PropertyId: int(),
  Id: int(),
  Name: z.string(),
  CurrencySymbol: z.string(),
  MinOnlinePartySize: int(),
  MaxOnlinePartySize: int(),
  NoAvailabilityText: z.string(),
  /** Seating times (HH:mm). */
  Times: z.array(z.string()),
  ClosedWeekdays: z.array(int()),
  IsLeaveTimeRequired: z.boolean(),
  /** Covers per time slot. */
  CoversPerSlot: int(),
  Promotions: z.array(z.object({ Id: int(), Name: z.string(), Description: z.string() })),
});

export const restaurantBookingSchema = z.object({
  BookingReference: z.string(),
  PropertyId: int(),
  RestaurantId: int(),
  VisitDate: isoDate(),
  VisitTime: z.string(),
  PartySize: int(),
  SpecialRequests: z.string(),
  IsReservation: z.boolean(),
  Identifier: z.string(),
  PromotionId: nullableInt(),
  Email: z.string(),
  ContactNumber: z.string(),
});

export const savedCardSchema = z.object({
  CreditCardId: int(),
  NameOnCard: z.string(),
  /** Last four digits only; the mock never stores a full number. */
  Last4: z.string(),
  MaskedNumber: z.string(),
  CreditCardTypeId: int(),
  ExpiryMonth: int(),
  ExpiryYear: int(),
});

export const userSchema = z.object({
  UserId: int(),
  EmailAddress: z.string(),
  Password: z.string(),
  Firstname: z.string(),
  Lastname: z.string(),
  Telephone: z.string(),
  ReceiveBrandOffers: z.boolean(),
  CanChoosePaymentMethod: z.boolean(),
  EmailConfirmed: z.boolean(),
  EmailConfirmationToken: z.string().nullable(),
  PasswordResetToken: z.string().nullable(),
  CreditCards: z.array(savedCardSchema),
  /** Company account the user may invoice to (null = none). */
  CompanyAccountId: nullableInt(),
});

export const sessionSchema = z.object({ Token: z.string(), UserId: int(), CreatedAt: z.string() });

export const guestSchema = z.object({
  IndividualId: int(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Phone: z.string(),
});

export const bookerSchema = z.object({
  IndividualId: int(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Phone: z.string(),
  Street: z.string(),
  City: z.string().nullable(),
  CountryId: nullableInt(),
  StateOrCounty: z.string().nullable(),
  ZipCode: z.string(),
  OptInToReceiveUpdates: z.boolean(),
});

export const reservationItemSchema = z.object({
  ReservationItemId: int(),
  RoomTypeId: int(),
  RatePlanId: int(),
  DateFrom: isoDate(),
  DateTo: isoDate(),
  NumberOfAdults: int(),
  NumberOfChildren: int(),
  NumberOfInfants: int(),
  RoomConfigurationId: nullableInt(),
  Promotion: z.string().nullable(),
  Guests: z.array(guestSchema),
  Services: z.array(z.object({ ServiceId: int(), Quantity: int(), TotalCost: z.number() })),
  /** Room cost for the stay (without services). */
  RoomCost: z.number(),
  IsCancelled: z.boolean(),
  CancellationReasonId: nullableInt(),
  /** The lead guest's registration data from pre check-in (never in a URL, log or web storage). */
  Registration: z
    .object({
      NationalityIsoCode: z.string().nullable(),
      DateOfBirth: z.string().nullable(),
      IdDocumentType: z.enum(['Passport', 'IdentityCard', 'DrivingLicence']).nullable(),
      IdDocumentNumber: z.string().nullable(),
    })
    .nullable(),
});

export const reservationStatusSchema = z.enum(['Confirmed', 'PendingVerification', 'Failed', 'Cancelled']);

export const reservationSchema = z.object({
  ReservationId: int(),
  ReferenceNumber: z.string(),
  PropertyId: int(),
  ConfirmationToken: z.string(),
  /** The link code (hash) of manage/pre check-in links. */
  LinkHash: z.string(),
  Status: reservationStatusSchema,
  /** Polls of Reservation/Status still to answer "not yet" while PendingVerification. */
  PendingPollsLeft: int(),
  CreatedAt: z.string(),
  DateFrom: isoDate(),
  DateTo: isoDate(),
  Booker: bookerSchema,
  Items: z.array(reservationItemSchema),
  PaymentType: int(),
  Currency: z.string(),
  TotalCost: z.number(),
  VoucherCode: z.string().nullable(),
  VoucherDiscount: z.number(),
  PromoCode: z.string().nullable(),
  Notes: z.string(),
  Comment: z.string(),
  UserId: nullableInt(),
  CompanyAccountId: nullableInt(),
  PONumber: z.string().nullable(),
  /** The card on file (masked), if the booking was paid by card. */
  Card: z.object({ CardTypeId: int(), LastFourDigits: z.string(), ExpiryMonth: int(), ExpiryYear: int() }).nullable(),
  CancellationReasonId: nullableInt(),
  PreCheckInCompleted: z.boolean(),
  /** What the completed pre check-in saved (amendable while it is open). */
  PreCheckIn: z
    .object({ CompletedAt: z.string(), EstimatedArrivalTime: z.string().nullable(), AcceptedTerms: z.boolean() })
    .nullable(),
  CreditCardIds: z.array(int()),
});

/** Rooms taken per (property, room type, night) by bookings made through the mock. */
export const bookedNightSchema = z.object({
  PropertyId: int(),
  RoomTypeId: int(),
  Date: isoDate(),
  Count: int(),
});

/** Failed manage-booking searches per reference number (guessing protection). */
export const searchAttemptSchema = z.object({
  PropertyId: int(),
  /** the reference number searched, upper case */
  Reference: z.string(),
  /** when each recent failure happened (ms since the epoch, mock clock) */
  Failures: z.array(z.number()),
});

export const idempotencyRecordSchema = z.object({
  Key: z.string(),
  /** the operationId the key was used for (a key names one intent per operation) */
  Operation: z.string(),
  BodyHash: z.string(),
  /** 202 while the call is under way; 200 once it succeeded (failures leave no record) */
  Status: int(),
  ResponseBody: z.string(),
});

/** A mock payment provider token already used by a call (booked or declined): tokens are single-use. */
export const spentCardTokenSchema = z.object({ Nonce: z.string(), SpentAt: z.string() });

export const exchangeRateSchema = z.object({ BaseCurrency: z.string(), Currency: z.string(), Rate: z.number() });

export const logBatchSchema = z.object({
  ReceivedAt: z.string(),
  RequestId: z.string(),
  Items: z.array(z.record(z.string(), z.unknown())),
});

export type PropertyRecord = z.infer<typeof propertySchema>;
export type PropertyGroupRecord = z.infer<typeof propertyGroupSchema>;
export type RoomTypeRecord = z.infer<typeof roomTypeSchema>;
export type RatePlanRecord = z.infer<typeof ratePlanSchema>;
export type PromoCodeRecord = z.infer<typeof promoCodeSchema>;
export type GiftVoucherRecord = z.infer<typeof giftVoucherSchema>;
export type ServiceRecord = z.infer<typeof serviceSchema>;
export type CompanyRecord = z.infer<typeof companySchema>;
export type CountryRecord = z.infer<typeof countrySchema>;
export type CardTypeRecord = z.infer<typeof cardTypeSchema>;
export type CancellationReasonRecord = z.infer<typeof cancellationReasonSchema>;
export type RoomConfigurationRecord = z.infer<typeof roomConfigurationSchema>;
export type RestaurantRecord = z.infer<typeof restaurantSchema>;
export type RestaurantBookingRecord = z.infer<typeof restaurantBookingSchema>;
export type UserRecord = z.infer<typeof userSchema>;
export type SavedCardRecord = z.infer<typeof savedCardSchema>;
export type SessionRecord = z.infer<typeof sessionSchema>;
export type GuestRecord = z.infer<typeof guestSchema>;
export type BookerRecord = z.infer<typeof bookerSchema>;
export type ReservationItemRecord = z.infer<typeof reservationItemSchema>;
export type ReservationRecord = z.infer<typeof reservationSchema>;
export type ReservationStatus = z.infer<typeof reservationStatusSchema>;
export type BookedNightRecord = z.infer<typeof bookedNightSchema>;
export type IdempotencyRecord = z.infer<typeof idempotencyRecordSchema>;
export type ExchangeRateRecord = z.infer<typeof exchangeRateSchema>;
export type LogBatchRecord = z.infer<typeof logBatchSchema>;
export type SpentCardTokenRecord = z.infer<typeof spentCardTokenSchema>;

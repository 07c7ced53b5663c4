/** Property data and configurations: Property, Book/Config, ManageBooking/Config, PreCheckIn/Config, PropertyGroup. */
import { db } from '../db';
import { defineOperation, fail, type Schemas } from '../http';
import { propertyByCode } from './common';
import { hotelImages } from '../pictures';

export function toProperty(p: ReturnType<typeof propertyByCode>): Schemas['Property'] {
  const cards = db.cardTypes.findMany((q) => q.where({ Id: (id) => p.CreditCardTypeIds.includes(id) }));
  return {
    PropertyId: p.PropertyId,
    PropertyCode: p.PropertyCode,
    PropertyName: p.PropertyName,
    PropertyAddress: p.PropertyAddress,
    LogoFileUrl: p.LogoFileUrl,
    PropertyImageUrl: p.PropertyImageUrl,
    PropertyImages: hotelImages(p.PropertyCode),
    HotelRating: p.HotelRating,
    HasRating: p.HasRating,
    GoogleTagManagerContainerId: p.GoogleTagManagerContainerId,
    FacebookPixelId: p.FacebookPixelId,
    Currency: p.Currency,
    AvailableCurrencies: p.AvailableCurrencies,
    PayByPaystack: p.PayByPaystack,
    PrivacyPolicyUrl: p.PrivacyPolicyUrl,
    TermsAndConditionsUrl: p.TermsAndConditionsUrl,
    CreditCards: cards.map((c) => ({ Id: c.Id, Name: c.Name })),
    WebsiteUrl: p.WebsiteUrl,
    Email: p.Email,
    Telephone: p.Telephone,
    Address: { ...p.Address },
    DefaultPhoneCountryCode: p.DefaultPhoneCountryCode,
    ShowRoomTypeOccupancy: p.ShowRoomTypeOccupancy,
    EnableChildrenSearch: p.EnableChildrenSearch,
    EnableInfantSearch: p.EnableInfantSearch,
    DefaultOccupancyAdult: p.DefaultOccupancyAdult,
    DefaultOccupancyChildren: p.DefaultOccupancyChildren,
    DefaultOccupancyInfant: p.DefaultOccupancyInfant,
    MaxNumberOfRoomsOnBooking: p.MaxNumberOfRoomsOnBooking,
    AdultMaximumOccupancy: p.AdultMaximumOccupancy,
    ChildMaximumOccupancy: p.ChildMaximumOccupancy,
    AdultLabel: p.AdultLabel,
    ChildLabel: p.ChildLabel,
    InfantLabel: p.InfantLabel,
    StandardVatRate: p.StandardVatRate,
    IsStandardTaxExclusive: p.IsStandardTaxExclusive,
    Theme: { ...p.Theme },
  };
}

export const propertyHandlers = [
  defineOperation('getProperty', ({ params, ok }) => ok(toProperty(propertyByCode(params.propertyCode)))),

  defineOperation('getBookingConfig', ({ params, ok }) => {
    const p = propertyByCode(params.propertyCode);
    return ok({ PropertyId: p.PropertyId, ...structuredClone(p.BookingConfig) });
  }),

  defineOperation('getManageBookingConfig', ({ params, ok }) => {
    const p = propertyByCode(params.propertyCode);
    const c = p.ManageConfig;
    return ok({
      PropertyId: p.PropertyId,
      ShowRoomConfigurationQuestion: c.ShowRoomConfigurationQuestion,
      RequireCancellationReason: c.RequireCancellationReason,
      GiftServiceProviderConfig: { ...c.GiftServiceProviderConfig },
      GuestFields: { ...c.GuestFields },
    });
  }),

  defineOperation('getPreCheckInConfig', ({ params, ok }) => {
    const p = propertyByCode(params.propertyCode);
    const c = p.PreCheckInConfig;
    return ok({
      PropertyId: p.PropertyId,
      ShowRoomConfigurationQuestion: c.ShowRoomConfigurationQuestion,
      CollectPaymentDetails: c.CollectPaymentDetails,
      AllowServiceEdit: c.AllowServiceEdit,
      GuestFields: { ...c.GuestFields },
      BillingFields: { ...c.BillingFields },
      IntroductionText: c.IntroductionText,
      ClosesDaysBeforeArrival: c.ClosesDaysBeforeArrival,
      AskArrivalTime: c.AskArrivalTime,
      RegistrationFields: { ...c.RegistrationFields },
      TermsUrl: c.TermsUrl,
    });
  }),

  defineOperation('getPropertyGroup', ({ params, ok }) => {
    const code = params.propertyCode.toUpperCase();
    const g =
      db.propertyGroups.findFirst((q) => q.where({ GroupCode: (c) => c.toUpperCase() === code })) ??
      fail(404, 'Property group not found.');
    const properties = g.Areas.flatMap((area) =>
      area.PropertyIds.flatMap((id) => {
        const p = db.properties.findFirst((q) => q.where({ PropertyId: id }));
        return p
          ? [
              {
                PropertyId: p.PropertyId,
                PropertyCode: p.PropertyCode,
                PropertyName: p.PropertyName,
                AreaId: area.AreaId,
                PropertyAddress: p.PropertyAddress,
                PropertyImageUrl: p.PropertyImageUrl,
                PropertyImages: hotelImages(p.PropertyCode),
                HotelRating: p.HotelRating,
                Currency: p.Currency,
                Locations: p.BookingConfig.Locations.map((l) => ({ ...l })),
              },
            ]
          : [];
      }),
    );
    return ok({
      PropertyGroupId: g.GroupId,
      PropertyCode: g.GroupCode,
      Name: g.Name,
      LogoFileUrl: g.LogoFileUrl,
      Currency: g.Currency,
      Theme: { ...g.Theme },
      MaxNumberOfRoomsOnBooking: g.MaxNumberOfRoomsOnBooking,
      EnableChildrenSearch: true,
      EnableInfantSearch: true,
      DefaultOccupancyAdult: 2,
      DefaultOccupancyChildren: 0,
      DefaultOccupancyInfant: 0,
      Telephone: g.Telephone,
      Email: g.Email,
      WebsiteUrl: g.WebsiteUrl,
      Areas: g.Areas.map((a) => ({ AreaId: a.AreaId, Name: a.Name })),
      Properties: properties,
    });
  }),
];

/** A property group and group search results, written out by hand for the group tests. */
import type { GroupPropertyResult, PropertyGroup } from '@/domain/models';

const hotel = (
  PropertyId: number,
  PropertyCode: string,
  PropertyName: string,
  AreaId: number,
  Currency: string,
  Locations: PropertyGroup['Properties'][number]['Locations'] = [],
) => ({
  PropertyId,
  PropertyCode,
  PropertyName,
  AreaId,
  PropertyAddress: `${PropertyName} address`,
  PropertyImageUrl: `/img/${PropertyCode}.jpg`,
  HotelRating: 3,
  Currency,
  Locations,
});

/** the group tests read no theme (the layout's theme is the shell's tests' business) */
const theme = {} as PropertyGroup['Theme'];

/** Three areas, four hotels, two currencies (GBP group). */
export const coastal: PropertyGroup = {
  PropertyGroupId: 100,
  PropertyCode: 'COASTAL',
  Name: 'Coastal Collection',
  LogoFileUrl: null,
  Currency: 'GBP',
  Theme: theme,
  MaxNumberOfRoomsOnBooking: 4,
  EnableChildrenSearch: true,
  EnableInfantSearch: true,
  DefaultOccupancyAdult: 2,
  DefaultOccupancyChildren: 0,
  DefaultOccupancyInfant: 0,
  Telephone: null,
  Email: null,
  WebsiteUrl: null,
  Areas: [
    { AreaId: 1, Name: 'Sussex Coast' },
    { AreaId: 2, Name: 'Cornwall' },
    { AreaId: 3, Name: 'Dublin Bay' },
  ],
  Properties: [
    hotel(1, 'SEAVIEW', 'Seaview Grand Hotel', 1, 'GBP'),
    hotel(3, 'HARBOUR', 'Harbour House', 2, 'GBP', [{ LocationId: 31, Name: 'Harbour Front', Address: null }]),
    hotel(4, 'LIGHTHOUSE', 'Lighthouse Inn', 2, 'GBP'),
    hotel(2, 'CITYLOFT', 'City Loft Dublin', 3, 'EUR', [
      { LocationId: 21, Name: 'Temple Bar', Address: null },
      { LocationId: 22, Name: 'Docklands', Address: null },
    ]),
  ],
};

/** A result of `code` (available at £400 unless overridden). */
export function result(code: string, over: Partial<GroupPropertyResult> = {}): GroupPropertyResult {
  const p = coastal.Properties.find((x) => x.PropertyCode === code);
  if (!p) throw new Error(`no hotel ${code}`);
  const available = over.IsAvailable ?? true;
  return {
    PropertyId: p.PropertyId,
    PropertyCode: p.PropertyCode,
    PropertyName: p.PropertyName,
    AreaId: p.AreaId,
    IsAvailable: available,
    LowestRate: available ? 400 : -1,
    OriginalLowestRate: available ? 400 : -1,
    Currency: p.Currency,
    DisplayLowestRate: available ? 400 : -1,
    DisplayCurrency: 'GBP',
    UnavailableReason: null,
    UnavailableMessage: null,
    ...over,
  };
}

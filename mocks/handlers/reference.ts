/** Reference data: companies, exchange rates, room configurations, static lists, flush. */
import { mockToday } from '../clock';
import { db } from '../db';
import { defineOperation, fail, type Schemas } from '../http';
import { propertyById, propertyByCode, roomTypeOf } from './common';

export const referenceHandlers = [
  defineOperation('searchCompanies', ({ query, ok }) => {
    const property = propertyById(query.propertyId);
    const text = query.searchText.trim().toLowerCase();
    const companies = db.companies
      .findMany((q) => q.where({ PropertyId: property.PropertyId, Name: (n) => n.toLowerCase().includes(text) }))
      .sort((a, b) => a.Name.localeCompare(b.Name))
      .slice(0, 20);
    return ok(companies.map((c) => ({ AccountId: c.AccountId, Name: c.Name, Address: c.Address })));
  }),

  defineOperation('getCurrencyExchangeRates', ({ query, ok }) => {
    const base = (query.baseCurrency ?? 'GBP').toUpperCase();
    const rows = db.exchangeRates.findMany((q) => q.where({ BaseCurrency: base }));
    if (rows.length === 0)
      return fail(400, 'The request is invalid.', { baseCurrency: [`Exchange rates from ${base} are not available.`] });
    const rates: Schemas['ExchangeRates']['Rates'] = { [base]: 1 };
    for (const r of rows) rates[r.Currency] = r.Rate;
    return ok({ BaseCurrency: base, Rates: rates, UpdatedAt: `${mockToday()}T06:00:00Z` });
  }),

  defineOperation('getRoomTypeConfigurations', ({ query, ok }) => {
    const property = propertyById(query.propertyId);
    if (query.roomTypeId !== undefined && !roomTypeOf(property.PropertyId, query.roomTypeId)) {
      return fail(400, 'The request is invalid.', { roomTypeId: ['Unknown room type.'] });
    }
    const roomTypes = db.roomTypes
      .findMany((q) => q.where({ PropertyId: property.PropertyId }))
      .filter((rt) => query.roomTypeId === undefined || rt.RoomTypeId === query.roomTypeId)
      .sort((a, b) => a.SortOrder - b.SortOrder);
    const configs = db.roomConfigurations.findMany((q) => q.where({ PropertyId: property.PropertyId }));
    return ok(
      roomTypes.flatMap((rt) =>
        rt.RoomConfigurationIds.flatMap((id) => {
          const c = configs.find((x) => x.Id === id);
          return c ? [{ RoomConfigurationDropdownOptionId: c.Id, RoomTypeId: rt.RoomTypeId, Name: c.Name }] : [];
        }),
      ),
    );
  }),

  defineOperation('getCountries', ({ params, ok }) => {
    propertyByCode(params.propertyCode);
    const countries = [...db.countries.all()].sort((a, b) => a.Name.localeCompare(b.Name));
    return ok(countries.map((c) => ({ Id: c.Id, Name: c.Name, IsoCode: c.IsoCode, DialingCode: c.DialingCode })));
  }),

  defineOperation('getCreditCardTypes', ({ params, ok }) => {
    const property = propertyByCode(params.propertyCode);
    const cards = db.cardTypes.findMany((q) => q.where({ Id: (id) => property.CreditCardTypeIds.includes(id) }));
    return ok(cards.map((c) => ({ Id: c.Id, Name: c.Name })));
  }),

  defineOperation('getCancellationReasons', ({ params, ok }) => {
    const property = propertyByCode(params.propertyCode);
    const reasons = db.cancellationReasons
      .findMany((q) => q.where({ PropertyId: property.PropertyId }))
      .sort((a, b) => a.Id - b.Id);
    return ok(reasons.map((r) => ({ Id: r.Id, Name: r.Name })));
  }),

  // The mock keeps no cache: flushing only checks the property.
  defineOperation('flushStaticData', ({ params, noContent }) => {
    propertyByCode(params.propertyCode);
    return noContent();
  }),
];

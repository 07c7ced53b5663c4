/**
 * Contract test of the mock backend: every operation of openapi.yaml is called (happy path and
 * the main error paths) through the real MSW handlers, and every response body is validated
 * against the contract's schema for its status. Plus the behaviour QA relies on.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractOperations, responseSchema, schemaValidator } from '@mocks/contract';
import { implementedOperations } from '@mocks/handlers';
import { createCookieFetch, DEMO, db, resetMockDb, scenarioHandlers, server, setMockClock } from '@mocks/node';
import { onMockDbWrite, snapshotDb } from '@mocks/db';
import { mockCardToken, type MockTokenClaims } from '@mocks/payment-frame/token';
import type { components } from '@/api/schema';
import { CARD_MESSAGES, MESSAGES, PRE_CHECK_IN_MESSAGES } from '@/domain';

type S = components['schemas'];

const BASE = 'http://localhost';
const XSRF = 'test-xsrf-token';
const TODAY = '2026-03-02'; // a Monday
const exercised = new Map<string, Set<number>>();

function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** Extra cookies (e.g. hbe_session). */
  cookies?: Record<string, string>;
  /** Send the XSRF cookie + header (default true). */
  xsrf?: boolean;
  /** Leave out the Idempotency-Key a call that takes one is given by default. */
  withoutKey?: boolean;
}

interface CallResult<T> {
  status: number;
  body: T;
  setCookies: string[];
  headers: Headers;
}

/** Calls an operation by id and validates the response against openapi.yaml. */
async function call<T = unknown>(operationId: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const info = contractOperations().get(operationId);
  if (!info) throw new Error(`no operation ${operationId}`);
  let path = info.path;
  for (const [k, v] of Object.entries(options.params ?? {})) path = path.replace(`{${k}}`, encodeURIComponent(v));
  const url = new URL(path, BASE);
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers = new Headers(options.headers);
  // as the app does: every call that takes an Idempotency-Key gets one (a test may give its own)
  const takesKey = info.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key');
  if (takesKey && !options.withoutKey && !headers.has('Idempotency-Key'))
    headers.set('Idempotency-Key', crypto.randomUUID());
  const cookies: Record<string, string> = { ...(options.cookies ?? {}) };
  if (options.xsrf !== false) {
    cookies['XSRF-TOKEN'] = XSRF;
    headers.set('X-XSRF-TOKEN', XSRF);
  }
  if (Object.keys(cookies).length)
    headers.set(
      'Cookie',
      Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    );
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('Content-Type', 'application/json');
  }
  const response = await fetch(url, { method: info.method.toUpperCase(), headers, body });
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : undefined;
  const declared = info.operation.responses[String(response.status)];
  expect(
    declared,
    `${operationId} answered ${response.status}, which openapi.yaml does not declare: ${text}`,
  ).toBeDefined();
  const schema = responseSchema(operationId, response.status);
  if (schema) {
    const validate = schemaValidator(schema, `response:${operationId}:${response.status}`);
    const valid = validate(parsed);
    expect(
      valid,
      `${operationId} ${response.status} body does not match openapi.yaml: ` +
        `${JSON.stringify(validate.errors, null, 1)}\n${text.slice(0, 600)}`,
    ).toBe(true);
  } else {
    expect(text, `${operationId} ${response.status} should have no body`).toBe('');
  }
  const set = exercised.get(operationId) ?? new Set<number>();
  set.add(response.status);
  exercised.set(operationId, set);
  return {
    status: response.status,
    body: parsed as T,
    setCookies: response.headers.getSetCookie(),
    headers: response.headers,
  };
}

function sessionFrom(setCookies: string[]): string {
  const c = setCookies.find((x) => x.startsWith('hbe_session='));
  const token = c?.split(';')[0]?.slice('hbe_session='.length);
  if (!token) throw new Error('no session cookie');
  return token;
}

async function login(email: string = DEMO.account.email, password: string = DEMO.account.password): Promise<string> {
  const r = await call<S['LoginResponse']>('authenticate', {
    body: { LanguageCode: 'en', PropertyId: 1, EmailAddress: email, Password: password },
  });
  expect(r.body.Success).toBe(true);
  return sessionFrom(r.setCookies);
}

function searchBody(overrides: Partial<S['SearchRequest']> = {}): S['SearchRequest'] {
  return {
    PropertyId: 1,
    LanguageCode: 'en',
    PromoCode: null,
    RatePlanCode: null,
    DateFrom: addDays(TODAY, 30),
    DateTo: addDays(TODAY, 32),
    LocationId: null,
    Rooms: [{ NumberOfAdults: 2, NumberOfChildren: 0, NumberOfInfants: 0 }],
    ...overrides,
  };
}

async function search(overrides: Partial<S['SearchRequest']> = {}) {
  const r = await call<S['SearchResponse']>('searchAvailability', { body: searchBody(overrides) });
  expect(r.status).toBe(200);
  return r.body;
}

const booker: S['Booker'] = {
  FirstName: 'Jane',
  LastName: 'Doe',
  Email: 'jane.doe@example.com',
  Phone: '+447700900456',
  Street: '5 Park Lane',
  City: 'London',
  CountryId: 826,
  StateOrCounty: null,
  OptInToReceiveUpdates: false,
  ZipCode: 'W1K 1AA',
};

type CardClaims = Omit<MockTokenClaims, 'nonce'>;

/**
 * A new card's details with a fresh single-use token of the mock payment provider (what its frame
 * makes): an approved Visa ending 1111, expiring 12/2030, unless told otherwise.
 */
const card = (claims: Partial<CardClaims> = {}, details: Partial<S['CardDetails']> = {}): S['CardDetails'] => ({
  CreditCardId: null,
  SaveCreditCardToIndividual: false,
  CardToken: mockCardToken({
    mode: 'card',
    brand: 'visa',
    lastFour: '1111',
    expiryMonth: 12,
    expiryYear: 2030,
    behaviour: 'approved',
    ...claims,
  }),
  NameOnCard: 'JANE DOE',
  EmailAddress: 'jane.doe@example.com',
  CreditCardTypeId: 1,
  ...details,
});

/** A saved card's details: its id and a fresh token of its security code only. */
const savedCard = (creditCardId: number | null, details: Partial<S['CardDetails']> = {}): S['CardDetails'] =>
  card(
    { mode: 'securityCode', brand: null, lastFour: null, expiryMonth: null, expiryYear: null },
    { CreditCardId: creditCardId, ...details },
  );

/** The demo's test cards as the frame tokenizes them. */
const DECLINED: Partial<CardClaims> = { lastFour: '0002', behaviour: 'declined' };
const PENDING: Partial<CardClaims> = { lastFour: '3220', behaviour: 'pending' };

/**
 * A bookable choice from a fresh search: a room type with a FLEX rate and its per-stay cost for 2
 * adults (a decimal of GBP, as the wire carries it; the domain prices it in pence).
 */
async function pickRoom(dateFrom = addDays(TODAY, 30), dateTo = addDays(TODAY, 32), roomTypeId?: number) {
  const res = await search({ DateFrom: dateFrom, DateTo: dateTo });
  const result = res.RoomTypes.find((r) =>
    roomTypeId ? r.RoomType.RoomTypeId === roomTypeId : r.Rates.some((x) => x.RatePlanCode === 'FLEX'),
  );
  if (!result) throw new Error('no room available for the test stay');
  const rate = result.Rates.find((x) => x.RatePlanCode === 'FLEX') ?? result.Rates[0];
  if (!rate) throw new Error('no rate');
  const { roomCost, toDecimal } = await import('@/domain');
  const cost = toDecimal(roomCost(rate, { numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 }, 'GBP'), 'GBP');
  return {
    roomTypeId: result.RoomType.RoomTypeId,
    ratePlanId: rate.RatePlanId,
    cost,
    available: res.NumberOfRoomsPerRoomTypeId[String(result.RoomType.RoomTypeId)] ?? 0,
    dateFrom,
    dateTo,
  };
}

function createBody(
  room: Awaited<ReturnType<typeof pickRoom>>,
  overrides: Partial<S['ReservationCreateRequest']> = {},
): S['ReservationCreateRequest'] {
  return {
    LanguageCode: 'en',
    IsAppBooking: false,
    PropertyId: 1,
    DateFrom: room.dateFrom,
    DateTo: room.dateTo,
    Notes: null,
    Comment: null,
    Booker: booker,
    CardDetails: card(),
    PaymentType: 0,
    AccountId: null,
    PONumber: null,
    PromoCode: null,
    VoucherCode: null,
    Rooms: [
      {
        DateFrom: room.dateFrom,
        DateTo: room.dateTo,
        RoomTypeId: room.roomTypeId,
        RoomConfigurationDropdownOptionId:
          db.roomTypes.findFirst((q) => q.where({ RoomTypeId: room.roomTypeId }))?.RoomConfigurationIds[0] ?? null,
        RatePlanId: room.ratePlanId,
        Promotion: null,
        NumberOfAdults: 2,
        NumberOfChildren: 0,
        NumberOfInfants: 0,
        LeadGuest: { FirstName: 'Jane', LastName: 'Doe' },
        Services: [],
        TotalCost: room.cost,
      },
    ],
    BrowserData: {
      ColorDepthInBits: 24,
      JavaScriptEnabled: true,
      BrowserLanguage: 'en-GB',
      ScreenHeight: 1080,
      ScreenWidth: 1920,
      UserAgent: 'vitest',
      TimezoneOffSet: 0,
    },
    ...overrides,
  };
}

async function book(
  body: S['ReservationCreateRequest'],
  key: string = crypto.randomUUID(),
  cookies?: Record<string, string>,
) {
  return call<S['ReservationCreateResponse']>('createReservation', {
    body,
    headers: { 'Idempotency-Key': key },
    cookies,
  });
}

async function findDemo() {
  const r = await call<S['ManageSearchResponse']>('searchManageBooking', {
    query: { propertyId: 1, reservationNumber: DEMO.reservation.referenceNumber, guestName: DEMO.reservation.surname },
  });
  expect(r.body.Success).toBe(true);
  const reservation = r.body.Reservation;
  if (!reservation) throw new Error('demo reservation not found');
  return reservation;
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(async () => {
  setMockClock(`${TODAY}T10:00:00Z`);
  await resetMockDb();
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  setMockClock(null);
});

describe('handler coverage', () => {
  it('implements every operationId of openapi.yaml (and nothing else)', () => {
    const inContract = [...contractOperations().keys()].sort();
    const missing = inContract.filter((id) => !implementedOperations.has(id));
    expect(missing, `operations without a handler: ${missing.join(', ')}`).toEqual([]);
    expect([...implementedOperations].filter((id) => !contractOperations().has(id))).toEqual([]);
  });
});

describe('checks every server makes', () => {
  it('sets the XSRF-TOKEN cookie when the request has none', async () => {
    const r = await call('getProperty', { params: { propertyCode: 'SEAVIEW' }, xsrf: false });
    expect(r.setCookies.some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
    const again = await call('getProperty', { params: { propertyCode: 'SEAVIEW' } });
    expect(again.setCookies.some((c) => c.startsWith('XSRF-TOKEN='))).toBe(false);
  });

  it('refuses every state-changing call without a matching X-XSRF-TOKEN (403 + Message)', async () => {
    const posts = [...contractOperations().values()].filter((o) => o.method !== 'get');
    expect(posts.length).toBeGreaterThan(10);
    for (const op of posts) {
      const r = await call<S['ErrorBody']>(op.operationId, {
        params: { propertyCode: 'SEAVIEW' },
        body: {},
        xsrf: false,
        cookies: { 'XSRF-TOKEN': 'cookie-value' },
        headers: { 'X-XSRF-TOKEN': 'another-value' },
      });
      expect(r.status, op.operationId).toBe(403);
      expect(r.body.Message).toMatch(/anti-forgery/);
    }
  });

  it('answers 404 for an unknown property code or id', async () => {
    for (const id of [
      'getProperty',
      'getBookingConfig',
      'getManageBookingConfig',
      'getPreCheckInConfig',
      'getCountries',
      'getCreditCardTypes',
      'getCancellationReasons',
      'getPropertyGroup',
    ]) {
      const r = await call<S['ErrorBody']>(id, { params: { propertyCode: 'NOPE' } });
      expect(r.status, id).toBe(404);
    }
    expect((await call('flushStaticData', { params: { propertyCode: 'NOPE' } })).status).toBe(404);
    expect((await call('searchAvailability', { body: searchBody({ PropertyId: 999 }) })).status).toBe(404);
    expect((await call('getRestaurants', { query: { propertyId: 999 } })).status).toBe(404);
  });

  it('answers 400 with ModelState for missing and malformed fields', async () => {
    const missing = await call<S['ErrorBody']>('searchAvailability', { body: { PropertyId: 1, LanguageCode: 'en' } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.ModelState ?? {})).toEqual(expect.arrayContaining(['DateFrom', 'DateTo', 'Rooms']));
    const malformed = await call<S['ErrorBody']>('searchAvailability', {
      body: searchBody({ DateFrom: '2026-02-30' }),
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.ModelState?.DateFrom?.[0]).toBeTruthy();
    const order = await call<S['ErrorBody']>('searchAvailability', {
      body: searchBody({ DateFrom: addDays(TODAY, 5), DateTo: addDays(TODAY, 5) }),
    });
    expect(order.body.ModelState?.DateTo).toBeTruthy();
    const notJson = await call<S['ErrorBody']>('authenticate', {
      rawBody: '{not json',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    const query = await call<S['ErrorBody']>('getAvailabilityCalendar', {
      query: { propertyId: 'x', fromDate: TODAY, languageCode: 'en' },
    });
    expect(query.status).toBe(400);
    expect(Object.keys(query.body.ModelState ?? {})).toEqual(expect.arrayContaining(['propertyId', 'toDate']));
    const tooMany = await call<S['ErrorBody']>('searchAvailability', {
      body: searchBody({
        Rooms: Array.from({ length: 5 }, () => ({ NumberOfAdults: 1, NumberOfChildren: 0, NumberOfInfants: 0 })),
      }),
    });
    expect(tooMany.body.ModelState?.Rooms?.[0]).toMatch(/maximum of 4 rooms/);
  });
});

describe('property and configuration', () => {
  it('serves the demo properties, configs and group', async () => {
    const sea = await call<S['Property']>('getProperty', { params: { propertyCode: 'SEAVIEW' } });
    expect(sea.body).toMatchObject({
      PropertyId: 1,
      Currency: 'GBP',
      StandardVatRate: 20,
      IsStandardTaxExclusive: false,
      MaxNumberOfRoomsOnBooking: 4,
    });
    const city = await call<S['Property']>('getProperty', { params: { propertyCode: 'cityloft' } });
    expect(city.body).toMatchObject({
      Currency: 'EUR',
      StandardVatRate: 13.5,
      IsStandardTaxExclusive: true,
      PayByPaystack: true,
    });
    await call('getProperty', { params: { propertyCode: 'HARBOUR' } });
    const config = await call<S['BookingConfig']>('getBookingConfig', { params: { propertyCode: 'SEAVIEW' } });
    expect(config.body).toMatchObject({
      SameDayBookingRestrictionEnabled: true,
      SameDayBookingRestrictionHour: 14,
      EnablePayByCompanyInvoice: true,
      RestaurantBookingServiceActive: true,
    });
    const cityConfig = await call<S['BookingConfig']>('getBookingConfig', { params: { propertyCode: 'CITYLOFT' } });
    expect(cityConfig.body.Locations.length).toBe(2);
    expect(
      (await call<S['ManageBookingConfig']>('getManageBookingConfig', { params: { propertyCode: 'SEAVIEW' } })).body
        .RequireCancellationReason,
    ).toBe(true);
    expect((await call('getPreCheckInConfig', { params: { propertyCode: 'SEAVIEW' } })).status).toBe(200);
    expect((await call('getPropertyGroup', { params: { propertyCode: 'COASTAL' } })).status).toBe(200);
  });

  it('serves reference data', async () => {
    const countries = await call<S['Country'][]>('getCountries', { params: { propertyCode: 'SEAVIEW' } });
    expect(countries.body.find((c) => c.IsoCode === 'GB')?.Id).toBe(826);
    expect(
      (await call<S['CreditCardType'][]>('getCreditCardTypes', { params: { propertyCode: 'SEAVIEW' } })).body.map(
        (c) => c.Name,
      ),
    ).toContain('American Express');
    expect(
      (await call<S['CancellationReason'][]>('getCancellationReasons', { params: { propertyCode: 'SEAVIEW' } })).body
        .length,
    ).toBe(5);
    expect(
      (await call('flushStaticData', { params: { propertyCode: 'SEAVIEW' }, query: { type: 'countries' } })).status,
    ).toBe(204);
    const companies = await call<S['Company'][]>('searchCompanies', { query: { propertyId: 1, searchText: 'ac' } });
    expect(companies.body.map((c) => c.Name)).toEqual(['Acme Travel Ltd', 'Acorn Software plc']);
    expect((await call('searchCompanies', { query: { propertyId: 1, searchText: 'a' } })).status).toBe(400);
    const rates = await call<S['ExchangeRates']>('getCurrencyExchangeRates', { query: { baseCurrency: 'GBP' } });
    expect(rates.body.Rates.GBP).toBe(1);
    expect((await call('getCurrencyExchangeRates', { query: { baseCurrency: 'XYZ' } })).status).toBe(400);
    const configs = await call<S['RoomConfiguration'][]>('getRoomTypeConfigurations', {
      query: { propertyId: 1, roomTypeId: 101 },
    });
    expect(configs.body.map((c) => c.Name)).toEqual(['Double bed', 'Twin beds']);
    expect((await call('getRoomTypeConfigurations', { query: { propertyId: 1 } })).status).toBe(200);
  });

  it('stores log batches', async () => {
    const r = await call('postLog', { body: { r: 'req-1', lg: [{ l: 5000, m: 'boom', n: 'api', t: 1 }] } });
    expect(r.status).toBe(204);
    expect(db.logBatches.count()).toBe(1);
    expect((await call('postLog', { body: { r: 'req-1', lg: [] } })).status).toBe(400);
  });
});

describe('availability', () => {
  it("writes nothing after a question sent by POST (a search, a voucher's check), and a change as ever", async () => {
    const writes: string[] = [];
    onMockDbWrite(() => writes.push('written'));
    try {
      const before = JSON.stringify(snapshotDb(TODAY));
      const stay = {
        DateFrom: addDays(TODAY, DEMO.groupSearch.arrivalOffset),
        DateTo: addDays(TODAY, DEMO.groupSearch.arrivalOffset + 2),
      };
      const group = { ...searchBody({ PropertyId: DEMO.propertyGroupId, ...stay }), AreaId: null };
      const asked = [
        await call('searchAvailability', { body: searchBody() }),
        await call('searchPropertyGroup', { body: group }),
        await call('searchPropertyGroupAreaAvailability', { body: group }),
        await call('checkVoucherCode', {
          body: { PropertyId: 1, LanguageCode: 'en', VoucherCode: 'gift50', Rooms: [] },
        }),
      ];
      expect(asked.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(writes).toEqual([]);
      expect(JSON.stringify(snapshotDb(TODAY))).toBe(before);
      // the XSRF check still applies to them, as to any POST
      expect((await call('searchAvailability', { body: searchBody(), xsrf: false })).status).toBe(403);
      const registered = await call('register', {
        body: {
          LanguageCode: 'en',
          PropertyId: 1,
          EmailAddress: 'written@example.com',
          Password: 'Sea-breeze-2026',
          Firstname: 'Wren',
          Lastname: 'Ito',
          MobileNumber: '+447700900998',
        },
      });
      expect(registered.status).toBe(200);
      expect(writes).toEqual(['written']);
    } finally {
      onMockDbWrite(null);
    }
  });

  it('searches with per-stay prices, fewest rooms over the nights, promo codes and rate plan codes', async () => {
    const res = await search();
    expect(res.RoomTypes.length).toBeGreaterThan(0);
    const first = res.RoomTypes[0];
    expect(first?.LowestRate).toBeGreaterThan(0);
    expect(Object.keys(res.NumberOfRoomsPerRoomTypeId).length).toBe(7);

    const promo = await search({ PromoCode: 'spring10' });
    expect(promo.IsPromoCodeValid).toBe(true);
    expect(promo.PromoCodeMessage).toMatch(/10%/);
    const rate = promo.RoomTypes[0]?.Rates[0];
    expect(rate?.Promotion?.PromotionCode).toBe('SPRING10');
    expect(rate?.BaseRate).toBeCloseTo((rate?.OriginalBaseRate ?? 0) * 0.9, 1);

    const bad = await search({ PromoCode: 'NOPE' });
    expect(bad.IsPromoCodeValid).toBe(false);
    expect(bad.PromoCodeMessage).toMatch(/not recognised/);
    expect((await search({ PromoCode: DEMO.expiredPromoCode })).PromoCodeMessage).toMatch(/expired/);
    const voucher = await search({ PromoCode: DEMO.voucher.code });
    expect(voucher.IsHopGiftVoucherCodeValid).toBe(true);

    const corp = await search({ RatePlanCode: 'CORP' });
    expect(corp.RoomTypes.flatMap((r) => r.Rates.map((x) => x.RatePlanCode))).toEqual(expect.arrayContaining(['CORP']));
    expect(corp.RoomTypes.every((r) => r.Rates.every((x) => x.RatePlanCode === 'CORP'))).toBe(true);
    expect(res.RoomTypes.some((r) => r.Rates.some((x) => x.RatePlanCode === 'CORP'))).toBe(false);
  });

  it('knows sold-out nights, low availability, minimum stay and occupancy rules', async () => {
    const soldOut = await search({
      DateFrom: addDays(TODAY, DEMO.seaviewSoldOutOffsets[0]),
      DateTo: addDays(TODAY, DEMO.seaviewSoldOutOffsets[0] + 1),
    });
    expect(soldOut.RoomTypes).toEqual([]);
    expect(Object.values(soldOut.NumberOfRoomsPerRoomTypeId).every((n) => n === 0)).toBe(true);
    // Classic Double has 2 rooms left on the first nights; a stay over the sold-out night has 0.
    expect(
      (await search({ DateFrom: addDays(TODAY, 1), DateTo: addDays(TODAY, 3) })).NumberOfRoomsPerRoomTypeId['101'],
    ).toBe(2);
    expect(
      (await search({ DateFrom: addDays(TODAY, 19), DateTo: addDays(TODAY, 21) })).NumberOfRoomsPerRoomTypeId['101'],
    ).toBe(0);
    // Friday arrival (2026-03-06) needs 2 nights at SEAVIEW.
    const friday = addDays(TODAY, 4);
    expect((await search({ DateFrom: friday, DateTo: addDays(friday, 1) })).RoomTypes).toEqual([]);
    const twoNights = await search({ DateFrom: friday, DateTo: addDays(friday, 2) });
    expect(twoNights.RoomTypes[0]?.Rates[0]?.MinimumLengthOfStay).toBe(2);
    // One guest sees the Solo rate; a family of five only fits the larger rooms.
    const solo = await search({ Rooms: [{ NumberOfAdults: 1, NumberOfChildren: 0, NumberOfInfants: 0 }] });
    expect(solo.RoomTypes.some((r) => r.Rates.some((x) => x.RatePlanCode === 'SOLO'))).toBe(true);
    expect((await search()).RoomTypes.some((r) => r.Rates.some((x) => x.RatePlanCode === 'SOLO'))).toBe(false);
    const family = await search({ Rooms: [{ NumberOfAdults: 2, NumberOfChildren: 3, NumberOfInfants: 0 }] });
    expect(family.RoomTypes.map((r) => r.RoomType.RoomTypeId).every((id) => [105, 106].includes(id))).toBe(true);
  });

  it('applies the same-day restriction from 14:00 at SEAVIEW', async () => {
    const tonight = { DateFrom: TODAY, DateTo: addDays(TODAY, 1) };
    expect((await search(tonight)).RoomTypes.length).toBeGreaterThan(0);
    setMockClock(`${TODAY}T15:00:00`);
    expect((await search(tonight)).RoomTypes).toEqual([]);
    expect((await search({ DateFrom: addDays(TODAY, 1), DateTo: addDays(TODAY, 2) })).RoomTypes.length).toBeGreaterThan(
      0,
    );
  });

  it('says why a search found no rooms: minimum stay, sold out, same-day cut-off', async () => {
    // TODAY + 4 is a Friday: SEAVIEW needs 2 nights from a Friday
    const friday = await search({ DateFrom: addDays(TODAY, 4), DateTo: addDays(TODAY, 5) });
    expect(friday).toMatchObject({ RoomTypes: [], NoAvailabilityReason: 'MinimumStay', MinimumLengthOfStay: 2 });
    expect((await search({ DateFrom: addDays(TODAY, 4), DateTo: addDays(TODAY, 6) })).NoAvailabilityReason).toBe(
      undefined,
    );
    const soldOut = await search({ DateFrom: addDays(TODAY, 20), DateTo: addDays(TODAY, 21) });
    expect(soldOut).toMatchObject({ RoomTypes: [], NoAvailabilityReason: 'SoldOut', MinimumLengthOfStay: null });
    setMockClock(`${TODAY}T15:00:00`);
    expect((await search({ DateFrom: TODAY, DateTo: addDays(TODAY, 1) })).NoAvailabilityReason).toBe('SameDayCutOff');
  });

  it('serves the calendar with nightly figures over the window', async () => {
    const to = addDays(TODAY, 40);
    const r = await call<S['AvailabilityDay'][]>('getAvailabilityCalendar', {
      query: { propertyId: 1, fromDate: TODAY, toDate: to, languageCode: 'en' },
    });
    expect(r.body.length).toBe(41);
    expect(r.body[20]?.AvailableRooms).toBe(0);
    expect(r.body[4]?.Rates.find((x) => x.RatePlanCode === 'FLEX')?.MinimumLengthOfStay).toBe(2);
    expect(r.body[2]?.Rates.find((x) => x.RatePlanCode === 'FLEX')?.MinimumLengthOfStay).toBe(1);
    const window = await call<S['AvailabilityDay'][]>('getAvailabilityCalendar', {
      query: { propertyId: 1, fromDate: TODAY, toDate: '2029-03-02', languageCode: 'en' },
    });
    expect(window.body.length).toBe(1097);
    expect(
      (
        await call('getAvailabilityCalendar', {
          query: { propertyId: 1, fromDate: to, toDate: TODAY, languageCode: 'en' },
        })
      ).status,
    ).toBe(400);
  });

  it('honours the location filter (CITYLOFT)', async () => {
    const all = await search({
      PropertyId: 2,
      Rooms: [{ NumberOfAdults: 1, NumberOfChildren: 0, NumberOfInfants: 0 }],
    });
    const docklands = await search({
      PropertyId: 2,
      LocationId: 22,
      Rooms: [{ NumberOfAdults: 1, NumberOfChildren: 0, NumberOfInfants: 0 }],
    });
    expect(Object.keys(docklands.NumberOfRoomsPerRoomTypeId).sort()).toEqual(['112', '113']);
    expect(Object.keys(all.NumberOfRoomsPerRoomTypeId).length).toBe(3);
  });

  describe('property group search', () => {
    const room = (adults: number) => ({ NumberOfAdults: adults, NumberOfChildren: 0, NumberOfInfants: 0 });
    /** The demo group stay (DEMO.groupSearch): SEAVIEW sold out, the other hotels open. */
    const groupBody = (overrides: Partial<S['GroupSearchRequest']> = {}): S['GroupSearchRequest'] => ({
      ...searchBody({
        PropertyId: DEMO.propertyGroupId,
        DateFrom: addDays(TODAY, DEMO.groupSearch.arrivalOffset),
        DateTo: addDays(TODAY, DEMO.groupSearch.arrivalOffset + DEMO.groupSearch.nights),
        Rooms: [room(2), room(2)],
      }),
      AreaId: null,
      ...overrides,
    });
    const hotels = async (overrides: Partial<S['GroupSearchRequest']> = {}) => {
      const r = await call<S['GroupSearchResponse']>('searchPropertyGroup', { body: groupBody(overrides) });
      expect(r.status).toBe(200);
      return new Map(r.body.Properties.map((p) => [p.PropertyCode, p]));
    };

    it('serves the group: four hotels in three areas, two currencies, their locations', async () => {
      const g = await call<S['PropertyGroup']>('getPropertyGroup', { params: { propertyCode: 'COASTAL' } });
      expect(g.body.Properties.map((p) => [p.PropertyCode, p.AreaId, p.Currency])).toEqual([
        ['SEAVIEW', 1, 'GBP'],
        ['HARBOUR', 2, 'GBP'],
        ['LIGHTHOUSE', 2, 'GBP'],
        ['CITYLOFT', 3, 'EUR'],
      ]);
      expect(g.body.Properties.find((p) => p.PropertyCode === 'CITYLOFT')?.Locations.map((l) => l.Name)).toEqual([
        'Temple Bar',
        'Docklands',
      ]);
      expect(g.body).toMatchObject({ Currency: 'GBP', MaxNumberOfRoomsOnBooking: 4, Telephone: '+44 1273 000100' });
      const one = await call<S['PropertyGroup']>('getPropertyGroup', { params: { propertyCode: DEMO.oneAreaGroup } });
      expect(one.body.Areas.map((a) => a.Name)).toEqual(['Cornwall']);
    });

    it('answers each hotel with its price or the reason it cannot take the stay', async () => {
      const r = await hotels();
      expect([...r.keys()]).toEqual(['SEAVIEW', 'HARBOUR', 'LIGHTHOUSE', 'CITYLOFT']);
      expect(r.get('SEAVIEW')).toMatchObject({
        IsAvailable: false,
        LowestRate: -1,
        UnavailableReason: 'SoldOut',
        UnavailableMessage: 'No rooms available on selected dates',
      });
      expect(r.get('LIGHTHOUSE')).toMatchObject({
        IsAvailable: false,
        UnavailableReason: 'TooManyRooms',
        UnavailableMessage: 'Lighthouse Inn takes at most 1 room in one online booking.',
      });
      const harbour = r.get('HARBOUR');
      expect(harbour).toMatchObject({ IsAvailable: true, UnavailableReason: null, Currency: 'GBP' });
      expect(harbour?.DisplayLowestRate).toBe(harbour?.LowestRate);
      // EUR -> GBP at the seeded 0.855, to the penny
      const city = r.get('CITYLOFT');
      expect(city).toMatchObject({ IsAvailable: true, Currency: 'EUR', DisplayCurrency: 'GBP' });
      expect(city?.DisplayLowestRate).toBe(Math.round((city?.LowestRate ?? 0) * 0.855 * 100) / 100);
    });

    it('a hotel that takes fewer rooms is unavailable, it does not fail the search (3 rooms)', async () => {
      const r = await hotels({ Rooms: [room(1), room(1), room(1)] });
      expect(r.get('HARBOUR')).toMatchObject({
        UnavailableReason: 'TooManyRooms',
        UnavailableMessage: 'Harbour House takes at most 2 rooms in one online booking.',
      });
      expect(r.get('CITYLOFT')?.IsAvailable).toBe(true);
      // the group's own maximum (4) is a bad request
      const five = await call<S['ErrorBody']>('searchPropertyGroup', {
        body: groupBody({ Rooms: [room(1), room(1), room(1), room(1), room(1)] }),
      });
      expect(five.status).toBe(400);
      expect(five.body.ModelState?.Rooms?.[0]).toMatch(/^A maximum of 4 rooms/);
    });

    it('says when the party is too big, the same-day cut-off has passed or the stay is too short', async () => {
      const three = await hotels({ Rooms: [room(3)] });
      expect(three.get('LIGHTHOUSE')).toMatchObject({
        UnavailableReason: 'PartyTooBig',
        UnavailableMessage: 'Lighthouse Inn has no room for 3 adults.',
      });
      expect(three.get('HARBOUR')?.UnavailableReason).not.toBe('PartyTooBig');
      const tonight = { DateFrom: TODAY, DateTo: addDays(TODAY, 1), Rooms: [room(1)] };
      expect((await hotels(tonight)).get('LIGHTHOUSE')?.UnavailableReason).not.toBe('SameDayCutOff');
      setMockClock(`${TODAY}T15:00:00`);
      const late = await hotels(tonight);
      expect(late.get('LIGHTHOUSE')).toMatchObject({
        UnavailableReason: 'SameDayCutOff',
        UnavailableMessage: 'Lighthouse Inn takes same-day bookings until 2 pm. Please call us.',
      });
      expect(late.get('HARBOUR')?.UnavailableReason).not.toBe('SameDayCutOff');
      // TODAY + 5 is a Saturday: Harbour House needs 2 nights from a Saturday, City Loft does not
      const saturday = await hotels({ DateFrom: addDays(TODAY, 5), DateTo: addDays(TODAY, 6), Rooms: [room(1)] });
      expect(saturday.get('HARBOUR')).toMatchObject({ UnavailableReason: 'MinimumStay' });
      expect(saturday.get('HARBOUR')?.UnavailableMessage).toMatch(
        /^Harbour House needs a stay of at least 2 nights for arrival on /,
      );
      expect(saturday.get('CITYLOFT')?.UnavailableReason).not.toBe('MinimumStay');
    });

    it('the large-group scenario (the bench’s scale): 50 hotels, each searched, areas counted', async () => {
      server.use(...scenarioHandlers('large-group:50'));
      const g = await call<S['PropertyGroup']>('getPropertyGroup', { params: { propertyCode: 'COASTAL' } });
      expect(g.body.Properties).toHaveLength(50);
      expect(new Set(g.body.Properties.map((p) => p.PropertyId)).size).toBe(50);
      expect(new Set(g.body.Properties.map((p) => p.PropertyCode)).size).toBe(50);
      // the group's own four first, then copies: SEAVIEW's first copy is the fifth
      expect(g.body.Properties.slice(3, 5).map((p) => [p.PropertyCode, p.PropertyName, p.Locations.length])).toEqual([
        ['CITYLOFT', 'City Loft Dublin', 2],
        ['SEAVIEW2', `${g.body.Properties[0]?.PropertyName} 2`, 0],
      ]);
      const r = await hotels();
      expect(r.size).toBe(50);
      // 50 = 12 x 4 + 2: SEAVIEW (sold out) and HARBOUR 13 times, LIGHTHOUSE and CITYLOFT 12
      expect([...r.values()].filter((h) => h.IsAvailable)).toHaveLength(25);
      // Cornwall (HARBOUR and LIGHTHOUSE): 13 + 12 hotels, HARBOUR's 13 available
      expect((await hotels({ AreaId: 2 })).size).toBe(25);
      const areas = await call<S['AreaAvailability'][]>('searchPropertyGroupAreaAvailability', { body: groupBody() });
      expect(areas.body.map((a) => [a.Name, a.NumberOfAvailableProperties, a.NumberOfProperties])).toEqual([
        ['Sussex Coast', 0, 13],
        ['Cornwall', 13, 25],
        ['Dublin Bay', 12, 12],
      ]);
      // a location stays its own hotel's
      expect([...(await hotels({ LocationId: 22, Rooms: [room(1)] })).keys()]).toEqual(['CITYLOFT']);
    });

    it('narrows to an area or to the hotel owning a location, and counts every area', async () => {
      expect([...(await hotels({ AreaId: 2 })).keys()]).toEqual(['HARBOUR', 'LIGHTHOUSE']);
      expect([...(await hotels({ LocationId: 22, Rooms: [room(1)] })).keys()]).toEqual(['CITYLOFT']);
      const unknown = await call('searchPropertyGroup', { body: groupBody({ LocationId: 999 }) });
      expect(unknown.status).toBe(400);

      const r = await hotels();
      const areas = await call<S['AreaAvailability'][]>('searchPropertyGroupAreaAvailability', {
        body: groupBody({ AreaId: 2 }),
      });
      expect(areas.body.map((a) => [a.Name, a.NumberOfAvailableProperties, a.NumberOfProperties, a.Currency])).toEqual([
        ['Sussex Coast', 0, 1, 'GBP'],
        ['Cornwall', 1, 2, 'GBP'],
        ['Dublin Bay', 1, 1, 'GBP'],
      ]);
      expect(areas.body.map((a) => a.LowestRate)).toEqual([
        -1,
        r.get('HARBOUR')?.DisplayLowestRate,
        r.get('CITYLOFT')?.DisplayLowestRate,
      ]);
      const docklands = await call<S['AreaAvailability'][]>('searchPropertyGroupAreaAvailability', {
        body: groupBody({ LocationId: 22, Rooms: [room(1)] }),
      });
      expect(docklands.body.map((a) => a.NumberOfProperties)).toEqual([0, 0, 1]);
      expect((await call('searchPropertyGroup', { body: groupBody({ PropertyId: 5 }) })).status).toBe(404);
    });
  });

  it('lists services with their inventory', async () => {
    const r = await call<S['ServicesResponse']>('getServices', {
      query: {
        propertyId: 1,
        roomTypeId: 101,
        ratePlanId: 201,
        dateOfArrival: addDays(TODAY, 30),
        dateOfDeparture: addDays(TODAY, 32),
        languageCode: 'en',
      },
    });
    const types = new Set(r.body.Services.map((s) => s.ChargeType));
    expect([...types].sort()).toEqual(['PerDay', 'PerQuantity', 'PerStay']);
    expect(r.body.Services.some((s) => s.ChargePerPerson)).toBe(true);
    expect(r.body.Services.some((s) => !s.AllowEditOnBookingEngine)).toBe(true);
    expect(r.body.InventoryPerServiceId['303']?.StartingInventory).toBe(9); // 10 minus the demo booking's bottle
    expect(r.body.InventoryPerServiceId['301']?.StartingInventory).toBeNull();
    const bb = await call<S['ServicesResponse']>('getServices', {
      query: {
        propertyId: 1,
        roomTypeId: 101,
        ratePlanId: 203,
        dateOfArrival: addDays(TODAY, 30),
        dateOfDeparture: addDays(TODAY, 32),
        languageCode: 'en',
      },
    });
    expect(bb.body.Services.some((s) => s.ServiceCode === 'BREAKFAST')).toBe(false);
    const demo = await findDemo();
    const itemId = demo.Rooms[0]?.ReservationItemId ?? 0;
    const item = await call<S['ServicesResponse']>('getReservationItemServices', {
      query: { propertyId: 1, reservationItemId: itemId, code: demo.Code, languageCode: 'en' },
    });
    expect(item.body.Services.length).toBeGreaterThan(0);
    // the booking's own bottle is its own: the item sees all 10
    expect(item.body.InventoryPerServiceId['303']?.StartingInventory).toBe(10);
    for (const [id, code] of [
      [424242, demo.Code],
      [itemId, 'wrong'],
    ] as const) {
      const wrong = await call('getReservationItemServices', {
        query: { propertyId: 1, reservationItemId: id, code, languageCode: 'en' },
      });
      expect(wrong.status).toBe(404);
    }
  });
});

describe('accounts', () => {
  it('after 5 failed logins for one e-mail address: 429 with Retry-After, even with the right password', async () => {
    const attempt = (Password: string) =>
      call<S['LoginResponse']>('authenticate', {
        body: { LanguageCode: 'en', PropertyId: 1, EmailAddress: DEMO.account.email, Password },
      });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password!')).body.Success).toBe(false);
    const locked = await attempt(DEMO.account.password);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('900');
    expect((locked.body as unknown as S['ErrorBody']).Message).toBe(
      'Too many attempts. Please try again in 15 minutes.',
    );
    // another address is not locked; after the window the right password works again
    const other = await call<S['LoginResponse']>('authenticate', {
      body: { LanguageCode: 'en', PropertyId: 1, EmailAddress: 'someone@example.com', Password: 'wrong-password!' },
    });
    expect(other.status).toBe(200);
    setMockClock(`${TODAY}T10:16:00Z`);
    expect((await attempt(DEMO.account.password)).body.Success).toBe(true);
  });

  it('logs in, reads the account with the session cookie, logs out', async () => {
    expect((await call('getAccount', { query: { propertyId: 1 } })).status).toBe(401);
    const wrong = await call<S['LoginResponse']>('authenticate', {
      body: { LanguageCode: 'en', PropertyId: 1, EmailAddress: DEMO.account.email, Password: 'wrong-password!' },
    });
    expect(wrong.status).toBe(200);
    expect(wrong.body.Success).toBe(false);
    expect(wrong.body.Message).toBeTruthy();
    expect(
      (await call('authenticate', { body: { LanguageCode: 'en', PropertyId: 1, EmailAddress: '', Password: '' } }))
        .status,
    ).toBe(400);
    const session = await login();
    const me = await call<S['AccountUser']>('getAccount', {
      query: { propertyId: 1 },
      cookies: { hbe_session: session },
    });
    expect(me.body).toMatchObject({ EmailAddress: DEMO.account.email, CanChoosePaymentMethod: true });
    expect(me.body.CreditCards.map((c) => c.LastFourDigits)).toEqual(['1111', '4444']);
    const out = await call('logout', { cookies: { hbe_session: session } });
    expect(out.status).toBe(204);
    expect(out.setCookies.some((c) => c.startsWith('hbe_session=;'))).toBe(true);
    expect((await call('getAccount', { query: { propertyId: 1 }, cookies: { hbe_session: session } })).status).toBe(
      401,
    );
  });

  it('registers (duplicates refused), confirms the e-mail, updates details and passwords', async () => {
    const body = {
      LanguageCode: 'en' as const,
      PropertyId: 1,
      EmailAddress: 'sam@example.com',
      Password: 'Sea-breeze-2026',
      Firstname: 'Sam',
      Lastname: 'Lee',
      MobileNumber: '+447700900999',
    };
    const reg = await call<S['AccountUser']>('register', { body });
    expect(reg.status).toBe(200);
    const session = sessionFrom(reg.setCookies);
    const dup = await call<S['ErrorBody']>('register', { body });
    expect(dup.status).toBe(400);
    expect(dup.body.ModelState?.EmailAddress?.[0]).toMatch(/already exists/);
    expect(
      (await call('register', { body: { ...body, EmailAddress: 'weak@example.com', Password: 'short' } })).status,
    ).toBe(400);
    const unconfirmed = await call<S['LoginResponse']>('authenticate', {
      body: {
        LanguageCode: 'en',
        PropertyId: 1,
        EmailAddress: DEMO.unconfirmedAccount.email,
        Password: DEMO.unconfirmedAccount.password,
      },
    });
    // an unconfirmed account may log in (it was logged in at registration), and the answer says it is unconfirmed
    expect(unconfirmed.body).toMatchObject({ Success: true, EmailConfirmed: false });
    expect(sessionFrom(unconfirmed.setCookies)).toBeTruthy();
    expect(
      (
        await call('confirmEmail', {
          body: { PropertyId: 1, EmailAddress: DEMO.unconfirmedAccount.email, Token: 'wrong' },
        })
      ).status,
    ).toBe(400);
    const confirmed = await call<S['SuccessMessage']>('confirmEmail', {
      body: {
        PropertyId: 1,
        EmailAddress: DEMO.unconfirmedAccount.email,
        Token: DEMO.unconfirmedAccount.confirmationToken,
      },
    });
    expect(confirmed.body.Success).toBe(true);
    await login(DEMO.unconfirmedAccount.email, DEMO.unconfirmedAccount.password);

    const update = {
      LanguageCode: 'en' as const,
      PropertyId: 1,
      Firstname: 'Samuel',
      Lastname: 'Lee',
      Telephone: '+447700900111',
      ReceiveBrandOffers: true,
    };
    expect((await call('updateAccount', { body: update })).status).toBe(401);
    const updated = await call<S['AccountUser']>('updateAccount', { body: update, cookies: { hbe_session: session } });
    expect(updated.body.Firstname).toBe('Samuel');
    expect(
      (await call('updateAccount', { body: { ...update, Telephone: '0123' }, cookies: { hbe_session: session } }))
        .status,
    ).toBe(400);

    const badCurrent = await call<S['ErrorBody']>('changePassword', {
      body: { PropertyId: 1, CurrentPassword: 'nope', NewPassword: 'New-Password-1' },
      cookies: { hbe_session: session },
    });
    expect(badCurrent.body.ModelState?.CurrentPassword).toBeTruthy();
    expect(
      (
        await call('changePassword', {
          body: { PropertyId: 1, CurrentPassword: 'Sea-breeze-2026', NewPassword: 'New-Password-1' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call<S['SuccessMessage']>('changePassword', {
          body: { PropertyId: 1, CurrentPassword: 'Sea-breeze-2026', NewPassword: 'New-Password-1' },
          cookies: { hbe_session: session },
        })
      ).body.Success,
    ).toBe(true);
  });

  it('requests and performs a password reset', async () => {
    expect(
      (
        await call<S['SuccessMessage']>('requestPasswordReset', {
          body: { LanguageCode: 'en', PropertyId: 1, EmailAddress: 'nobody@example.com' },
        })
      ).body.Success,
    ).toBe(true);
    expect(
      (
        await call('requestPasswordReset', {
          body: { LanguageCode: 'en', PropertyId: 1, EmailAddress: 'not-an-email' },
        })
      ).status,
    ).toBe(400);
    const bad = await call<S['ErrorBody']>('resetPassword', {
      body: { PropertyId: 1, EmailAddress: DEMO.account.email, Token: 'wrong', NewPassword: 'Another-Pass-1' },
    });
    expect(bad.body.ModelState?.Token).toBeTruthy();
    const ok = await call<S['SuccessMessage']>('resetPassword', {
      body: {
        PropertyId: 1,
        EmailAddress: DEMO.account.email,
        Token: DEMO.passwordResetToken,
        NewPassword: 'Another-Pass-1',
      },
    });
    expect(ok.body.Success).toBe(true);
    await login(DEMO.account.email, 'Another-Pass-1');
  });
});

describe('reservations', () => {
  it('books: availability falls, the booking is confirmed and findable', async () => {
    const room = await pickRoom();
    const r = await book(createBody(room));
    expect(r.status).toBe(200);
    expect(r.body.Status).toBe('Confirmed');
    expect(r.body.TotalCost).toBe(room.cost);
    const after = await pickRoom(room.dateFrom, room.dateTo, room.roomTypeId);
    expect(after.available).toBe(room.available - 1);
    const status = await call<S['ReservationStatus']>('getReservationStatus', {
      query: { propertyId: 1, referenceNumber: r.body.ReferenceNumber },
    });
    expect(status.body).toMatchObject({ Success: true, Status: 'Confirmed' });
    const conf = await call<S['ReservationConfirmation']>('getReservationConfirmation', {
      query: { propertyId: 1, confirmationToken: r.body.ConfirmationToken },
    });
    expect(conf.body).toMatchObject({
      ReferenceNumber: r.body.ReferenceNumber,
      GuestSurname: 'Doe',
      TotalCost: room.cost,
    });
    // and manageable through its link: its rooms' extras and its options
    const managed = await call<S['ManageSearchResponse']>('searchManageBooking', {
      query: { propertyId: 1, reservationNumber: r.body.ReferenceNumber, hash: conf.body.LinkHash },
    });
    const held = managed.body.Reservation;
    if (!held) throw new Error('the new booking is not found by its link');
    const extras = await call<S['ServicesResponse']>('getReservationItemServices', {
      query: {
        propertyId: 1,
        reservationItemId: held.Rooms[0]?.ReservationItemId ?? 0,
        code: held.Code,
        languageCode: 'en',
      },
    });
    expect(extras.status, JSON.stringify(extras.body)).toBe(200);
    expect(conf.body.VatAmount).toBeCloseTo((room.cost / 120) * 20, 2);
    const found = await call<S['ManageSearchResponse']>('searchManageBooking', {
      query: { propertyId: 1, reservationNumber: r.body.ReferenceNumber, hash: conf.body.LinkHash },
    });
    expect(found.body.Success).toBe(true);
  });

  it('is idempotent: the same key returns the same result and books once; another body with it is 409', async () => {
    const room = await pickRoom();
    const key = crypto.randomUUID();
    const body = createBody(room);
    const first = await book(body, key);
    const second = await book(body, key);
    expect(second.status).toBe(200);
    expect(second.body.ReferenceNumber).toBe(first.body.ReferenceNumber);
    expect(db.reservations.count()).toBe(3);
    expect((await pickRoom(room.dateFrom, room.dateTo, room.roomTypeId)).available).toBe(room.available - 1);
    const conflict = await book({ ...body, Notes: 'something else' }, key);
    expect(conflict.status).toBe(409);
    expect((await book(body, 'not-a-uuid')).status).toBe(400);
  });

  it('says what became of a booking attempt by its key: booked, nothing, booked with its answer lost', async () => {
    const room = await pickRoom();
    const outcome = (key: string, operation: S['CallOutcomeRequest']['Operation'] = 'createReservation') =>
      call<S['CallOutcome']>('getCallOutcome', {
        body: { PropertyId: 1, Operation: operation },
        headers: { 'Idempotency-Key': key },
      });
    const key = crypto.randomUUID();
    expect((await outcome(key)).body).toEqual({ Outcome: 'NotDone', Result: null });
    const booked = await book(createBody(room), key);
    expect((await outcome(key)).body).toEqual({ Outcome: 'Done', Result: booked.body });
    // a key names one intent per operation: the same key asked for another operation did nothing
    expect((await outcome(key, 'createRestaurantBooking')).body.Outcome).toBe('NotDone');
    // a refused attempt leaves nothing: the same key may book once the card is fixed
    const declinedKey = crypto.randomUUID();
    expect((await book(createBody(room, { CardDetails: card(DECLINED) }), declinedKey)).status).toBe(402);
    expect((await outcome(declinedKey)).body.Outcome).toBe('NotDone');
    // lost-response: the server books, the answer never arrives
    server.use(...scenarioHandlers('lost-response:createReservation'));
    const lostKey = crypto.randomUUID();
    const before = db.reservations.count();
    await expect(book(createBody(room), lostKey)).rejects.toThrow();
    server.resetHandlers();
    expect(db.reservations.count()).toBe(before + 1);
    expect((await outcome(lostKey)).body.Outcome).toBe('Done');
    expect((await outcome('not-a-uuid')).status).toBe(400);
  });

  it('a registration whose answer was lost: one account, and asking for it starts its session', async () => {
    const body = {
      LanguageCode: 'en',
      PropertyId: 1,
      EmailAddress: 'lost.answer@example.com',
      Password: 'Str0ng!Password',
      Firstname: 'Lost',
      Lastname: 'Answer',
      MobileNumber: null,
    };
    const key = crypto.randomUUID();
    server.use(...scenarioHandlers('lost-response:register'));
    await expect(call('register', { body, headers: { 'Idempotency-Key': key } })).rejects.toThrow();
    server.resetHandlers();
    const answer = await call<S['CallOutcome']>('getCallOutcome', {
      body: { PropertyId: 1, Operation: 'register' },
      headers: { 'Idempotency-Key': key },
    });
    expect(answer.body).toMatchObject({ Outcome: 'Done', Result: { EmailAddress: 'lost.answer@example.com' } });
    expect(answer.headers.get('Set-Cookie')).toMatch(/^hbe_session=/);
    // the same registration sent again answers the same account (and a session), not "already exists"
    const again = await call<S['AccountUser']>('register', { body, headers: { 'Idempotency-Key': key } });
    expect(again.status).toBe(200);
    expect(again.headers.get('Set-Cookie')).toMatch(/^hbe_session=/);
    expect(db.users.findMany((q) => q.where({ EmailAddress: 'lost.answer@example.com' }))).toHaveLength(1);
  });

  it('decides the payment by test card: declined 402, pending verification twice then confirmed', async () => {
    const room = await pickRoom();
    const declined = await book(createBody(room, { CardDetails: card(DECLINED) }));
    expect(declined.status).toBe(402);
    expect((declined.body as unknown as S['ErrorBody']).Message).toBe(
      'Your card was declined. Please check the details or use another card.',
    );
    expect(db.reservations.count()).toBe(2);
    const pending = await book(createBody(room, { CardDetails: card(PENDING) }));
    expect(pending.body.Status).toBe('PendingVerification');
    const poll = () =>
      call<S['ReservationStatus']>('getReservationStatus', {
        query: { propertyId: 1, confirmationToken: pending.body.ConfirmationToken },
      });
    // what the polls change is written like any other change (the browser keeps it over a reload)
    const written: string[] = [];
    onMockDbWrite((snapshot) => {
      const saved = snapshot().collections.reservations as Array<{ ConfirmationToken: string; Status: string }>;
      written.push(saved.find((r) => r.ConfirmationToken === pending.body.ConfirmationToken)?.Status ?? '');
    });
    const polls = [await poll(), await poll(), await poll()];
    onMockDbWrite(null);
    expect(polls.map((p) => p.body.Status)).toEqual(['PendingVerification', 'PendingVerification', 'Confirmed']);
    expect(written.at(-1)).toBe('Confirmed');
    expect(polls[0]?.body.Message).toBeTruthy();
    expect((await call('getReservationStatus', { query: { propertyId: 1 } })).status).toBe(400);
    expect((await call('getReservationStatus', { query: { propertyId: 1, referenceNumber: '999999' } })).status).toBe(
      404,
    );
    expect(
      (await call('getReservationConfirmation', { query: { propertyId: 1, confirmationToken: 'nope' } })).status,
    ).toBe(404);
  });

  it('re-checks price, availability, fields and payment method', async () => {
    const room = await pickRoom();
    const changed = await book(createBody({ ...room, cost: room.cost - 5 }));
    expect(changed.status).toBe(409);
    expect((changed.body as unknown as S['ErrorBody']).Message).toMatch(/price .* has changed/);
    const soldOutDay = addDays(TODAY, DEMO.seaviewSoldOutOffsets[0]);
    const soldOut = await book(createBody({ ...room, dateFrom: soldOutDay, dateTo: addDays(soldOutDay, 1) }));
    expect(soldOut.status).toBe(409);
    const malformed = await book(createBody(room, { Booker: { ...booker, Email: 'nope' } }));
    expect(malformed.status).toBe(400);
    expect(Object.keys((malformed.body as unknown as S['ErrorBody']).ModelState ?? {})).toEqual(['Booker.Email']);
    const invalid = await book(
      createBody(room, { Booker: { ...booker, Phone: '123', Street: ' ' }, CardDetails: card({ expiryYear: 2025 }) }),
    );
    expect(invalid.status).toBe(400);
    expect(Object.keys((invalid.body as unknown as S['ErrorBody']).ModelState ?? {})).toEqual(
      expect.arrayContaining(['Booker.Phone', 'Booker.Street', 'CardDetails.CardToken']),
    );
    const noCompany = await book(createBody(room, { PaymentType: 3, CardDetails: null }));
    expect(Object.keys((noCompany.body as unknown as S['ErrorBody']).ModelState ?? {})).toEqual(
      expect.arrayContaining(['AccountId', 'PONumber']),
    );
    const company = await book(
      createBody(room, { PaymentType: 3, CardDetails: null, AccountId: 9001, PONumber: 'PO-1' }),
    );
    expect(company.status).toBe(200);
    expect((await book(createBody(room, { PaymentType: 1, CardDetails: null }))).status).toBe(400);
    const session = await login();
    expect(
      (await book(createBody(room, { PaymentType: 1, CardDetails: null }), undefined, { hbe_session: session })).status,
    ).toBe(200);
    const missing = await call<S['ErrorBody']>('createReservation', {
      body: { PropertyId: 1 },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(missing.status).toBe(400);
  });

  it('prices with SPRING10 and takes a gift voucher off', async () => {
    const res = await search({ PromoCode: 'SPRING10' });
    const result = res.RoomTypes[0];
    const rate = result?.Rates[0];
    if (!result || !rate) throw new Error('no result');
    const { roomCost, toDecimal } = await import('@/domain');
    const cost = toDecimal(
      roomCost(rate, { numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 }, 'GBP'),
      'GBP',
    );
    const room = {
      roomTypeId: result.RoomType.RoomTypeId,
      ratePlanId: rate.RatePlanId,
      cost,
      available: 0,
      dateFrom: addDays(TODAY, 30),
      dateTo: addDays(TODAY, 32),
    };
    const check = await call<S['VoucherCheckResponse']>('checkVoucherCode', {
      body: { PropertyId: 1, LanguageCode: 'en', VoucherCode: 'gift50', Rooms: createBody(room).Rooms },
    });
    expect(check.body).toMatchObject({ IsValid: true, TotalDiscount: 50 });
    expect(
      (
        await call<S['VoucherCheckResponse']>('checkVoucherCode', {
          body: { PropertyId: 1, LanguageCode: 'en', VoucherCode: 'NOPE', Rooms: [] },
        })
      ).body.IsValid,
    ).toBe(false);
    expect(
      (
        await call<S['VoucherCheckResponse']>('checkVoucherCode', {
          body: { PropertyId: 1, LanguageCode: 'en', VoucherCode: DEMO.experienceVoucher.code, Rooms: [] },
        })
      ).body.ShowExperienceWarningMessage,
    ).toBe(true);
    const r = await book(createBody(room, { PromoCode: 'SPRING10', VoucherCode: 'GIFT50' }));
    expect(r.status).toBe(200);
    expect(r.body.TotalCost).toBeCloseTo(cost - 50, 2);
    const reused = await call<S['VoucherCheckResponse']>('checkVoucherCode', {
      body: { PropertyId: 1, LanguageCode: 'en', VoucherCode: 'GIFT50', Rooms: [] },
    });
    expect(reused.body.IsValid).toBe(false);
  });

  it('takes bookings at CITYLOFT through the second card provider', async () => {
    const res = await search({
      PropertyId: 2,
      Rooms: [{ NumberOfAdults: 1, NumberOfChildren: 0, NumberOfInfants: 0 }],
    });
    const result = res.RoomTypes[0];
    const rate = result?.Rates[0];
    if (!result || !rate) throw new Error('no result');
    const { roomCost, toDecimal } = await import('@/domain');
    const room = {
      roomTypeId: result.RoomType.RoomTypeId,
      ratePlanId: rate.RatePlanId,
      cost: toDecimal(roomCost(rate, { numberOfAdults: 1, numberOfChildren: 0, numberOfInfants: 0 }, 'EUR'), 'EUR'),
      available: 0,
      dateFrom: addDays(TODAY, 30),
      dateTo: addDays(TODAY, 32),
    };
    const body = createBody(room, { PropertyId: 2, PaymentType: 4, CardDetails: null });
    body.Rooms = body.Rooms.map((x) => ({ ...x, NumberOfAdults: 1 }));
    const r = await book(body);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ Status: 'PendingVerification', Currency: 'EUR' });
    expect((await book(createBody(room, { PropertyId: 2 }))).status).toBe(400);
  });
});

describe("card payments by the payment provider's single-use token", () => {
  const TOKEN = {
    unreadable: 'The card details could not be read. Please enter the card again.',
    spent: 'These card details were already used. Please enter the card again.',
    securityCodeOnly: 'Enter the security code of the saved card.',
  };
  const modelState = (r: CallResult<unknown>) => (r.body as S['ErrorBody']).ModelState ?? {};

  /** The booking as Manage shows it (found by its link). */
  async function managed(booked: S['ReservationCreateResponse']) {
    const conf = await call<S['ReservationConfirmation']>('getReservationConfirmation', {
      query: { propertyId: 1, confirmationToken: booked.ConfirmationToken },
    });
    const found = await call<S['ManageSearchResponse']>('searchManageBooking', {
      query: { propertyId: 1, reservationNumber: booked.ReferenceNumber, hash: conf.body.LinkHash },
    });
    return found.body.Reservation;
  }

  it("books a new card: the booking's card is the token's brand and last four digits", async () => {
    const room = await pickRoom();
    // expiring this month is not expired
    const booked = await book(
      createBody(room, { CardDetails: card({ lastFour: '4242', expiryMonth: 3, expiryYear: 2026 }) }),
    );
    expect(booked.status).toBe(200);
    expect(booked.body.Status).toBe('Confirmed');
    expect((await managed(booked.body))?.PaymentCard).toEqual({ CardType: 'Visa', LastFourDigits: '4242' });
  });

  it('refuses a token it cannot read (400 on CardDetails.CardToken)', async () => {
    const room = await pickRoom();
    const noNonce = `tok_mock_${btoa(JSON.stringify({ mode: 'card', behaviour: 'approved' }))}`;
    const unknownBehaviour = card({ behaviour: 'refunded' as never }).CardToken;
    for (const token of ['tok_mock_not-a-token', 'tok_live_0123456789', noNonce, unknownBehaviour]) {
      const r = await book(createBody(room, { CardDetails: { ...card(), CardToken: token } }));
      expect(r.status, token).toBe(400);
      expect(modelState(r)).toEqual({ 'CardDetails.CardToken': [TOKEN.unreadable] });
    }
    expect(db.reservations.count()).toBe(2);
  });

  it('a token is single-use: sent again under a new Idempotency-Key it is refused; the same key replays', async () => {
    const room = await pickRoom();
    const body = createBody(room);
    const key = crypto.randomUUID();
    const first = await book(body, key);
    expect(first.status).toBe(200);
    const replay = await book(body, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    const reused = await book(body);
    expect(reused.status).toBe(400);
    expect(modelState(reused)).toEqual({ 'CardDetails.CardToken': [TOKEN.spent] });
    expect(db.reservations.count()).toBe(3);
  });

  it('a declined card is 402 and spends its token; a booking refused before charging (400, 409) does not', async () => {
    const room = await pickRoom();
    const declinedBody = createBody(room, { CardDetails: card(DECLINED) });
    const key = crypto.randomUUID();
    expect((await book(declinedBody, key)).status).toBe(402);
    for (const again of [await book(declinedBody, key), await book(declinedBody)]) {
      expect(again.status).toBe(400);
      expect(modelState(again)).toEqual({ 'CardDetails.CardToken': [TOKEN.spent] });
    }
    // a validation 400 and a changed price (409) leave the token usable
    const body = createBody(room);
    expect((await book({ ...body, Booker: { ...booker, Phone: '123' } })).status).toBe(400);
    const priceChanged = createBody({ ...room, cost: room.cost - 5 }, { CardDetails: body.CardDetails });
    expect((await book(priceChanged)).status).toBe(409);
    expect((await book(body)).status).toBe(200);
  });

  it("checks a new card's token: its brand is the card type sent and one the hotel takes, not expired", async () => {
    const room = await pickRoom();
    const refused = async (cardDetails: S['CardDetails']) => {
      const r = await book(createBody(room, { CardDetails: cardDetails }));
      expect(r.status).toBe(400);
      return modelState(r);
    };
    expect(await refused(card({ brand: 'mastercard', lastFour: '4444' }, { CreditCardTypeId: 1 }))).toEqual({
      'CardDetails.CreditCardTypeId': ['The card number is a Mastercard card.'],
    });
    // SEAVIEW takes Visa, Mastercard and American Express
    expect(await refused(card({ brand: 'discover', lastFour: '1117' }, { CreditCardTypeId: 4 }))).toEqual({
      'CardDetails.CreditCardTypeId': [CARD_MESSAGES.typeNotAccepted],
      'CardDetails.CardToken': [CARD_MESSAGES.typeNotAccepted],
    });
    expect(await refused(card({ brand: null }))).toEqual({ 'CardDetails.CardToken': [CARD_MESSAGES.typeNotAccepted] });
    expect(await refused(card({ expiryMonth: 2, expiryYear: 2026 }))).toEqual({
      'CardDetails.CardToken': [CARD_MESSAGES.expired],
    });
    // a token of a security code only is no new card
    expect(await refused(savedCard(null))).toEqual({ 'CardDetails.CardToken': [CARD_MESSAGES.detailsIncomplete] });
    expect(await refused(card({}, { NameOnCard: ' ' }))).toEqual({
      'CardDetails.NameOnCard': ['Name on card is required'],
    });
    expect(db.reservations.count()).toBe(2);
  });

  it("pays by a saved card with a token of its security code only, and keeps a new card's token details", async () => {
    const room = await pickRoom();
    const session = await login();
    const account = async () =>
      (await call<S['AccountUser']>('getAccount', { query: { propertyId: 1 }, cookies: { hbe_session: session } }))
        .body;
    const saved = (await account()).CreditCards[0];
    if (!saved) throw new Error('the demo account has no saved card');
    const wholeCard = await book(
      createBody(room, { CardDetails: card({}, { CreditCardId: saved.CreditCardId }) }),
      undefined,
      { hbe_session: session },
    );
    expect(wholeCard.status).toBe(400);
    expect(modelState(wholeCard)).toEqual({ 'CardDetails.CardToken': [TOKEN.securityCodeOnly] });
    // not logged in, the saved card is not available
    const anonymous = await book(createBody(room, { CardDetails: savedCard(saved.CreditCardId) }));
    expect(Object.keys(modelState(anonymous))).toEqual(['CardDetails.CreditCardId']);
    const bySaved = await book(createBody(room, { CardDetails: savedCard(saved.CreditCardId) }), undefined, {
      hbe_session: session,
    });
    expect(bySaved.status).toBe(200);
    expect((await managed(bySaved.body))?.PaymentCard?.LastFourDigits).toBe(saved.LastFourDigits);
    // a new card kept for the account: what its token tells, never a number
    const keep = card(
      { brand: 'mastercard', lastFour: '5100', expiryMonth: 7, expiryYear: 2029 },
      { CreditCardTypeId: 2, SaveCreditCardToIndividual: true },
    );
    expect((await book(createBody(room, { CardDetails: keep }), undefined, { hbe_session: session })).status).toBe(200);
    expect((await account()).CreditCards.at(-1)).toMatchObject({
      CardTypeId: 2,
      LastFourDigits: '5100',
      ExpiryMonth: 7,
      ExpiryYear: 2029,
      CreditCardName: 'Mastercard ending 5100',
    });
    expect(JSON.stringify(db.users.all())).not.toContain(keep.CardToken);
  });

  it('forgets spent tokens when the mock database is reset', async () => {
    const room = await pickRoom();
    const body = createBody(room);
    expect((await book(body)).status).toBe(200);
    expect(db.spentCardTokens.count()).toBe(1);
    await resetMockDb();
    expect(db.spentCardTokens.count()).toBe(0);
    expect((await book(body)).status).toBe(200);
  });
});

describe('manage booking', () => {
  /** The demo booking's rooms as Update takes them, unchanged. */
  function roomsOf(r: S['ManagedReservation']): S['ManagedRoomUpdate'][] {
    return r.Rooms.filter((room) => !room.IsCancelled).map((room) => ({
      ReservationItemId: room.ReservationItemId,
      DateFrom: room.DateFrom,
      DateTo: room.DateTo,
      RoomTypeId: room.RoomTypeId,
      RatePlanId: room.RatePlanId,
      NumberOfAdults: room.NumberOfAdults,
      NumberOfChildren: room.NumberOfChildren,
      NumberOfInfants: room.NumberOfInfants,
      RoomConfigurationDropdownOptionId: room.RoomConfigurationDropdownOptionId,
      Guests: room.Guests,
      Services: room.Services.map((x) => ({ ServiceId: x.ServiceId, Quantity: x.Quantity })),
    }));
  }

  function updateBody(r: S['ManagedReservation'], overrides: Partial<S['ManageUpdateRequest']> = {}) {
    return {
      PropertyId: 1,
      ReservationId: r.ReservationId,
      Code: r.Code,
      SpecialRequests: r.SpecialRequests,
      Booker: r.Booker,
      Rooms: roomsOf(r),
      RoomsToCancel: [],
      ExpectedTotal: r.Rooms.filter((x) => !x.IsCancelled).reduce((sum, x) => sum + x.TotalCost, 0),
      ...overrides,
    } satisfies S['ManageUpdateRequest'];
  }

  const update = (body: S['ManageUpdateRequest'], key: string = crypto.randomUUID()) =>
    call<S['ManageUpdateResponse'] & S['ErrorBody']>('updateManageBooking', {
      body,
      headers: { 'Idempotency-Key': key },
    });

  const cancel = (body: S['CancelRequest'], key: string = crypto.randomUUID()) =>
    call<S['CancelResponse'] & S['ErrorBody']>('cancelManageBooking', { body, headers: { 'Idempotency-Key': key } });

  /** What the client builds a changed booking from: the options and each room's extras (src/domain/amend). */
  async function amendOf(r: S['ManagedReservation']) {
    const { heldState } = await import('@/domain/amend');
    const upgradeOptions = await call<S['UpgradeOptionsResponse']>('getUpgradeOptions', {
      query: { propertyId: 1, reservationId: r.ReservationId, code: r.Code },
    });
    const services: Record<number, S['ServicesResponse']> = {};
    for (const room of r.Rooms) {
      const answer = await call<S['ServicesResponse']>('getReservationItemServices', {
        query: { propertyId: 1, reservationItemId: room.ReservationItemId, code: r.Code, languageCode: 'en' },
      });
      services[room.ReservationItemId] = answer.body;
    }
    const property = {
      propertyId: 1,
      propertyCode: 'SEAVIEW',
      currency: 'GBP',
      standardVatRate: 20,
      isStandardTaxExclusive: false,
      showRoomConfigurationQuestion: true,
      requireCancellationReason: true,
      guestFields: {},
    };
    return heldState(r, property, { upgradeOptions: upgradeOptions.body, services, roomConfigurations: [] });
  }

  it('finds the demo booking by surname or link hash and refuses wrong details', async () => {
    const demo = await findDemo();
    expect(demo).toMatchObject({
      ReservationNumber: '100001',
      CanBeEdited: true,
      IsCancelled: false,
      Code: DEMO.reservation.linkHash,
      AmountPaid: 0,
      PaymentCard: { CardType: 'Visa', LastFourDigits: '1111' },
      CancellationNumber: null,
    });
    expect(demo.Rooms.length).toBe(2);
    const byHash = await call<S['ManageSearchResponse']>('searchManageBooking', {
      query: { propertyId: 1, reservationNumber: '100001', hash: DEMO.reservation.linkHash },
    });
    expect(byHash.body.Success).toBe(true);
    const wrong = await call<S['ManageSearchResponse']>('searchManageBooking', {
      query: { propertyId: 1, reservationNumber: '100001', guestName: 'Jones' },
    });
    expect(wrong.body).toMatchObject({ Success: false, Reservation: null });
    const missing = await call<S['ErrorBody']>('searchManageBooking', {
      query: { propertyId: 1, reservationNumber: '100001' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.ModelState?.guestName?.[0]).toBe('Guest Name is required');
    const cancelled = await call<S['ManageSearchResponse']>('searchManageBooking', {
      query: { propertyId: 1, reservationNumber: DEMO.cancelledReservation.referenceNumber, guestName: 'jones' },
    });
    expect(cancelled.body.Reservation).toMatchObject({ IsCancelled: true, CancellationNumber: 'CX-100002' });
    expect(cancelled.body.Reservation?.Rooms[0]?.CancellationNumber).toBe('CX-100002-1');
  });

  it('answers 429 (Retry-After) after 5 failed searches for one reference, for 15 minutes', async () => {
    const wrongName = { propertyId: 1, reservationNumber: '100001', guestName: 'Nobody' };
    for (let i = 0; i < 5; i++) {
      const r = await call<S['ManageSearchResponse']>('searchManageBooking', { query: wrongName });
      expect(r.body.Success).toBe(false);
    }
    const locked = await call<S['ErrorBody']>('searchManageBooking', {
      query: { ...wrongName, guestName: DEMO.reservation.surname },
    });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('900');
    expect(locked.body.Message).toBe('Too many attempts. Please try again in 15 minutes.');
    // another reference is not locked
    const other = await call('searchManageBooking', {
      query: { propertyId: 1, reservationNumber: DEMO.cancelledReservation.referenceNumber, guestName: 'Jones' },
    });
    expect(other.status).toBe(200);
    setMockClock(`${TODAY}T10:15:01Z`);
    expect((await findDemo()).ReservationNumber).toBe('100001');
    // the success cleared the count: a new failure is the first of five
    await call('searchManageBooking', { query: wrongName });
    expect((await call('searchManageBooking', { query: wrongName })).status).toBe(200);
  });

  it('states each room’s cancellation terms as its rate does, and follows the clock', async () => {
    // arrival on day 10 at 14:00: free until day 8, 14:00
    const arrival = addDays(TODAY, DEMO.reservation.arrivalOffset);
    const free = await findDemo();
    for (const room of free.Rooms) {
      expect(room.CancellationTerms).toMatchObject({
        Refundable: true,
        FreeUntil: `${addDays(arrival, -2)}T14:00:00`,
        ChargeIfCancelledNow: 0,
      });
      expect(room.CanBeCancelled).toBe(true);
    }
    expect(free.Rooms[0]?.CancellationTerms.Policy).toMatch(/later cancellations are charged the first night/);
    // one minute late: the first night (3 nights booked)
    setMockClock(`${addDays(arrival, -2)}T14:01:00`);
    const late = await findDemo();
    const flex = late.Rooms[0];
    expect(flex?.CanBeCancelled).toBe(true);
    expect(flex?.CancellationTerms.ChargeIfCancelledNow).toBeCloseTo((flex?.TotalRoomCost ?? 0) / 3, 2);
    // a non-refundable rate cannot be cancelled online and says so
    await db.reservations.update((q) => q.where({ ReservationId: late.ReservationId }), {
      data(draft) {
        const item = draft.Items[0];
        if (item) item.RatePlanId = 202;
      },
    });
    const nonRefundable = await findDemo();
    expect(nonRefundable.Rooms[0]).toMatchObject({
      CanBeCancelled: false,
      CancellationTerms: { Refundable: false, FreeUntil: null },
    });
    expect(nonRefundable.AmountPaid).toBe(nonRefundable.Rooms[0]?.TotalCost);
    expect(nonRefundable.CanBeCancelled).toBe(false);
  });

  it('needs the link code for upgrade options, date options and extras', async () => {
    const demo = await findDemo();
    const up = await call<S['UpgradeOptionsResponse']>('getUpgradeOptions', {
      query: { propertyId: 1, reservationId: demo.ReservationId, code: demo.Code },
    });
    expect(up.body.RoomTypes.length).toBeGreaterThan(0);
    const wrong = await call('getUpgradeOptions', {
      query: { propertyId: 1, reservationId: demo.ReservationId, code: 'guess' },
    });
    expect(wrong.status).toBe(404);
    const noCode = await call<S['ErrorBody']>('getUpgradeOptions', {
      query: { propertyId: 1, reservationId: demo.ReservationId },
    });
    expect(noCode.status).toBe(400);
    const ids = demo.Rooms.map((r) => r.ReservationItemId);
    const body = {
      PropertyId: 1,
      Code: demo.Code,
      DateFrom: addDays(TODAY, 34),
      DateTo: addDays(TODAY, 36),
      ReservationItemIds: ids,
    };
    const dates = await call<S['DateOptionsResponse']>('searchDateOptions', { body });
    expect(dates.body.Success).toBe(true);
    expect(dates.body.ReservationItemRateRows.length).toBe(2);
    expect((await call('searchDateOptions', { body: { ...body, Code: 'guess' } })).status).toBe(404);
    const soldOut = addDays(TODAY, DEMO.seaviewSoldOutOffsets[0]);
    const none = await call<S['DateOptionsResponse']>('searchDateOptions', {
      body: { ...body, DateFrom: soldOut, DateTo: addDays(soldOut, 2) },
    });
    expect(none.body).toMatchObject({ Success: false, ReservationItemRateRows: [] });
    // options for new dates (after a change of dates)
    const later = await call<S['UpgradeOptionsResponse']>('getUpgradeOptions', {
      query: {
        propertyId: 1,
        reservationId: demo.ReservationId,
        code: demo.Code,
        dateFrom: body.DateFrom,
        dateTo: body.DateTo,
      },
    });
    expect(later.status).toBe(200);
  });

  it('saves a change of dates priced as the client priced it, keeping the booking’s promotion', async () => {
    const demo = await findDemo();
    await db.reservations.update((q) => q.where({ ReservationId: demo.ReservationId }), {
      data(draft) {
        draft.PromoCode = DEMO.promoCode;
      },
    });
    const { withNewDates, amendedTotal } = await import('@/domain/amend');
    const { manageUpdateBody } = await import('@/api/manage');
    const state = await amendOf(demo);
    const dates = await call<S['DateOptionsResponse']>('searchDateOptions', {
      body: {
        PropertyId: 1,
        Code: demo.Code,
        DateFrom: addDays(TODAY, 34),
        DateTo: addDays(TODAY, 37),
        ReservationItemIds: demo.Rooms.map((r) => r.ReservationItemId),
      },
    });
    const rows = dates.body.ReservationItemRateRows;
    expect(rows.map((r) => r.Promotion?.PromotionCode)).toEqual([DEMO.promoCode, DEMO.promoCode]);
    const moved = { ...state, ...withNewDates(state, rows) };
    const saved = await update(manageUpdateBody(moved));
    expect(saved.status, saved.body.Message ?? '').toBe(200);
    expect(saved.body.Reservation.DateFrom).toBe(addDays(TODAY, 34));
    const total = saved.body.Reservation.Rooms.reduce((sum, r) => sum + r.TotalCost, 0);
    expect(Math.round(total * 100)).toBe(amendedTotal(moved));
    // the discount came along: without it the same stay costs more
    const full = rows.map((r) => r.BaseRate > 0 && r.OriginalBaseRate >= r.BaseRate);
    expect(full).toEqual([true, true]);
    expect(rows.some((r) => r.OriginalBaseRate > r.BaseRate)).toBe(true);
  });

  it('refuses a total the guest did not see (409) and names the new price', async () => {
    const demo = await findDemo();
    const r = await update(updateBody(demo, { ExpectedTotal: 1 }));
    expect(r.status).toBe(409);
    expect(r.body.Message).toMatch(
      /^The price of your booking has changed to £[\d,]+\.\d\d\. Please review the new price\.$/,
    );
  });

  it('is idempotent: the same key applies once; another body with it is 409; a key is required', async () => {
    const demo = await findDemo();
    const rooms = roomsOf(demo);
    rooms[0]?.Guests.push({ IndividualId: null, FirstName: '', LastName: '', Email: null, Phone: null });
    const body = updateBody(demo, { Rooms: rooms });
    const key = crypto.randomUUID();
    const first = await update(body, key);
    expect(first.status).toBe(200);
    // a guest added without a name is saved as the placeholder "New Guest"
    expect(first.body.Reservation.Rooms[0]?.Guests.map((g) => `${g.FirstName} ${g.LastName}`)).toEqual([
      'John Smith',
      'New Guest',
    ]);
    const again = await update(body, key);
    expect(again.body).toEqual(first.body);
    expect((await findDemo()).Rooms[0]?.Guests.length).toBe(2);
    const other = await update({ ...body, SpecialRequests: 'Something else' }, key);
    expect(other.status).toBe(409);
    const noKey = await call<S['ErrorBody']>('updateManageBooking', { body, withoutKey: true });
    expect(noKey.status).toBe(400);
    expect(noKey.body.ModelState?.['Idempotency-Key']).toBeTruthy();
  });

  it('updates guests and services, refuses locked extras, and cancels a room with a reason', async () => {
    const demo = await findDemo();
    const [flex, bb] = demo.Rooms;
    if (!flex || !bb) throw new Error('demo rooms');
    expect((await update(updateBody(demo, { Code: 'wrong' }))).status).toBe(404);
    const rooms = roomsOf(demo);
    rooms[0]?.Guests.push({ IndividualId: null, FirstName: 'Ann', LastName: 'Smith', Email: null, Phone: null });
    const saved = await update(updateBody(demo, { Rooms: rooms, SpecialRequests: 'Quiet room' }));
    expect(saved.status).toBe(200);
    expect(saved.body.Reservation.Rooms[0]?.Guests.length).toBe(2);
    expect(saved.body.Reservation.SpecialRequests).toBe('Quiet room');
    // The champagne (not editable on the booking engine) cannot be removed online.
    const noChampagne = roomsOf(demo);
    if (noChampagne[0]) noChampagne[0].Services = noChampagne[0].Services.filter((x) => x.ServiceId !== 303);
    expect((await update(updateBody(demo, { Rooms: noChampagne }))).status).toBe(409);
    const cancelFlex = (reason: number | null) =>
      updateBody(demo, {
        RoomsToCancel: [{ ReservationItemId: flex.ReservationItemId, CancellationReasonId: reason }],
        ExpectedTotal: bb.TotalCost,
      });
    expect((await update(cancelFlex(null))).status).toBe(400);
    const cancelled = await update(cancelFlex(1));
    expect(cancelled.status).toBe(200);
    const room = cancelled.body.Reservation.Rooms.find((r) => r.ReservationItemId === flex.ReservationItemId);
    expect(room).toMatchObject({ IsCancelled: true, CancellationNumber: 'CX-100001-1' });
    expect(cancelled.body.Reservation.TotalCost).toBeLessThan(demo.TotalCost);
  });

  it('cancels the whole booking at the charge the guest saw; it stays findable and frees the rooms', async () => {
    const demo = await findDemo();
    const from = demo.DateFrom;
    const before = (await search({ DateFrom: from, DateTo: demo.DateTo })).NumberOfRoomsPerRoomTypeId['102'] ?? 0;
    const body = {
      PropertyId: 1,
      ReservationId: demo.ReservationId,
      CancellationReasonId: 1,
      Code: demo.Code,
      ExpectedCharge: 0,
    };
    const noReason = await cancel({ ...body, CancellationReasonId: null });
    expect(noReason.status).toBe(400);
    expect(noReason.body.ModelState?.CancellationReasonId).toBeTruthy();
    expect((await cancel({ ...body, Code: 'wrong' })).status).toBe(404);
    const charged = await cancel({ ...body, ExpectedCharge: 12.5 });
    expect(charged.status).toBe(409);
    expect(charged.body.Message).toBe('Cancelling now costs £0.00. Please review and try again.');
    const noKey = await call('cancelManageBooking', { body, withoutKey: true });
    expect(noKey.status).toBe(400);
    const key = crypto.randomUUID();
    const ok = await cancel(body, key);
    expect(ok.body).toEqual({
      Success: true,
      Message: 'Your booking has been cancelled.',
      CancellationNumber: 'CX-100001',
    });
    // the same attempt again answers the same, and cancels nothing twice
    expect((await cancel(body, key)).body).toEqual(ok.body);
    const again = await findDemo();
    expect(again).toMatchObject({
      IsCancelled: true,
      CanBeCancelled: false,
      CanBeEdited: false,
      CancellationNumber: 'CX-100001',
    });
    expect((await search({ DateFrom: from, DateTo: demo.DateTo })).NumberOfRoomsPerRoomTypeId['102']).toBe(before + 1);
    const twice = await cancel(body);
    expect(twice.body).toMatchObject({ Success: false, CancellationNumber: null });
  });
});

describe('pre check-in', () => {
  const q = { propertyId: 1, referenceNumber: DEMO.reservation.referenceNumber, hash: DEMO.reservation.linkHash };

  async function load() {
    const r = await call<S['PreCheckInGetResponse']>('getPreCheckIn', { query: q });
    const reservation = r.body.Reservation;
    if (!reservation) throw new Error(`no reservation: ${JSON.stringify(r.body)}`);
    return reservation;
  }

  const registration: S['GuestRegistration'] = {
    NationalityIsoCode: 'GB',
    DateOfBirth: '1985-04-12',
    IdDocumentType: 'Passport',
    IdDocumentNumber: '123 456 789',
  };

  function saveBody(reservation: S['PreCheckInReservation']): S['PreCheckInSaveRequest'] {
    return {
      PropertyId: 1,
      ReferenceNumber: reservation.ReferenceNumber,
      Code: reservation.Code,
      SpecialRequests: null,
      Booker: reservation.Booker,
      ReservationItems: reservation.ReservationItems.map((i) => ({
        ReservationItemId: i.ReservationItemId,
        RoomConfigurationDropdownOptionId: i.RoomConfiguration?.RoomConfigurationDropdownOptionId ?? 1,
        Guests: i.Guests,
        Services: i.Services.map((s) => ({ ServiceId: s.ServiceId, Quantity: s.Quantity })),
        Registration: registration,
      })),
      // the booking's card on file guarantees the stay
      CardDetails: savedCard(reservation.CreditCards[0]?.CreditCardId ?? null),
      EstimatedArrivalTime: '15:30',
      AcceptedTerms: true,
    };
  }

  it('serves the configuration: window, arrival time, registration fields, terms', async () => {
    const config = await call<S['PreCheckInConfig']>('getPreCheckInConfig', { params: { propertyCode: 'SEAVIEW' } });
    expect(config.body).toMatchObject({
      ClosesDaysBeforeArrival: 0,
      AskArrivalTime: true,
      RegistrationFields: { Nationality: true, DateOfBirth: true, IdDocument: true },
      TermsUrl: 'https://seaview.example.com/terms',
    });
  });

  it('loads by reference and hash; a wrong link is 404; a cancelled booking is a notice', async () => {
    const reservation = await load();
    expect(reservation.ReservationItems.length).toBe(2);
    expect(reservation.PreCheckIn).toBeNull();
    expect(reservation.OpenUntil).toBe(addDays(TODAY, DEMO.reservation.arrivalOffset));
    expect((await call('getPreCheckIn', { query: { ...q, hash: 'wrong' } })).status).toBe(404);
    const cancelled = await call<S['PreCheckInGetResponse']>('getPreCheckIn', {
      query: {
        propertyId: 1,
        referenceNumber: DEMO.cancelledReservation.referenceNumber,
        hash: DEMO.cancelledReservation.linkHash,
      },
    });
    expect(cancelled.body).toMatchObject({ Success: false, Title: 'Booking cancelled', Reservation: null });
  });

  it('refuses what the configuration asks for and is missing, with the screens’ messages', async () => {
    const body = saveBody(await load());
    const items = structuredClone(body.ReservationItems);
    if (items[0]?.Guests[0]) items[0].Guests[0].LastName = '';
    if (items[1]) items[1].Registration = { ...registration, DateOfBirth: null, IdDocumentNumber: 'X1' };
    const invalid = await call<S['ErrorBody']>('savePreCheckIn', {
      body: { ...body, ReservationItems: items, EstimatedArrivalTime: null, AcceptedTerms: false, CardDetails: null },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.ModelState).toMatchObject({
      'ReservationItems[0].Guests[0].LastName': [MESSAGES.lastNameRequired],
      'ReservationItems[1].Registration.DateOfBirth': [PRE_CHECK_IN_MESSAGES.dateOfBirthRequired],
      'ReservationItems[1].Registration.IdDocumentNumber': [PRE_CHECK_IN_MESSAGES.idNumberInvalid],
      EstimatedArrivalTime: [PRE_CHECK_IN_MESSAGES.arrivalTimeRequired],
      AcceptedTerms: [PRE_CHECK_IN_MESSAGES.termsRequired],
      CardDetails: [PRE_CHECK_IN_MESSAGES.cardRequired],
    });
    expect((await call('savePreCheckIn', { body: { ...body, Code: 'wrong' } })).status).toBe(404);
  });

  it('checks a new card as a card provider would: its type, and a declined card is 402', async () => {
    const body = saveBody(await load());
    const mastercardAsVisa = await call<S['ErrorBody']>('savePreCheckIn', {
      body: { ...body, CardDetails: card({ brand: 'mastercard', lastFour: '4444' }, { CreditCardTypeId: 1 }) },
    });
    expect(mastercardAsVisa.status).toBe(400);
    expect(mastercardAsVisa.body.ModelState?.['CardDetails.CreditCardTypeId']).toBeTruthy();
    // the card on file takes a token of its security code only
    const wholeCard = await call<S['ErrorBody']>('savePreCheckIn', {
      body: { ...body, CardDetails: card({}, { CreditCardId: body.CardDetails?.CreditCardId ?? null }) },
    });
    expect(wholeCard.body.ModelState).toEqual({
      'CardDetails.CardToken': ['Enter the security code of the saved card.'],
    });
    const declinedBody = { ...body, CardDetails: card(DECLINED) };
    const declined = await call<S['ErrorBody']>('savePreCheckIn', { body: declinedBody });
    expect(declined.status).toBe(402);
    expect((await load()).PreCheckIn).toBeNull();
    const again = await call<S['ErrorBody']>('savePreCheckIn', { body: declinedBody });
    expect(again.body.ModelState).toEqual({
      'CardDetails.CardToken': ['These card details were already used. Please enter the card again.'],
    });
  });

  it("takes a new card by its token: the booking's card becomes it, and the token is spent", async () => {
    const body = {
      ...saveBody(await load()),
      CardDetails: card({ brand: 'amex', lastFour: '0005' }, { CreditCardTypeId: 3 }),
    };
    const saved = await call<S['SuccessMessage']>('savePreCheckIn', { body });
    expect(saved.body.Success).toBe(true);
    expect((await load()).CreditCards).toEqual([
      expect.objectContaining({ CardTypeId: 3, LastFourDigits: '0005', ExpiryMonth: 12, ExpiryYear: 2030 }),
    ]);
    const reused = await call<S['ErrorBody']>('savePreCheckIn', { body });
    expect(reused.status).toBe(400);
    expect(reused.body.ModelState).toEqual({
      'CardDetails.CardToken': ['These card details were already used. Please enter the card again.'],
    });
  });

  it('saves, returns what was saved to amend until its last day, then closes', async () => {
    const body = saveBody(await load());
    const saved = await call<S['SuccessMessage']>('savePreCheckIn', { body });
    expect(saved.body.Success).toBe(true);
    const again = await load();
    expect(again.PreCheckIn).toMatchObject({ EstimatedArrivalTime: '15:30', AcceptedTerms: true });
    expect(again.ReservationItems[0]?.Registration).toEqual({ ...registration, IdDocumentNumber: '123456789' });
    // amend: a later arrival
    const amended = await call<S['SuccessMessage']>('savePreCheckIn', {
      body: { ...saveBody(again), EstimatedArrivalTime: '21:00' },
    });
    expect(amended.body.Success).toBe(true);
    expect((await load()).PreCheckIn?.EstimatedArrivalTime).toBe('21:00');
    // the window: closing two days before arrival, it closed yesterday for an arrival tomorrow
    await db.properties.update((x) => x.where({ PropertyCode: 'SEAVIEW' }), {
      data(p) {
        p.PreCheckInConfig.ClosesDaysBeforeArrival = DEMO.reservation.arrivalOffset + 1;
      },
    });
    const closed = await call<S['PreCheckInGetResponse']>('getPreCheckIn', { query: q });
    expect(closed.body).toMatchObject({ Success: true, Title: 'You are checked in', Reservation: null });
    const late = await call<S['SuccessMessage']>('savePreCheckIn', { body: saveBody(again) });
    expect(late.body.Success).toBe(false);
  });
});

describe('restaurants', () => {
  it('lists restaurants, setup, party-size slots and books a table with a booking reference', async () => {
    const list = await call<S['Restaurant'][]>('getRestaurants', { query: { propertyId: 1 } });
    expect(list.body.map((r) => r.Name)).toEqual(['The Sea Grill', 'Terrace Brasserie']);
    expect((await call<S['Restaurant'][]>('getRestaurants', { query: { propertyId: 2 } })).body).toEqual([]);
    const date = addDays(TODAY, 3); // Thursday
    const setup = await call<S['RestaurantSetup']>('getRestaurantSetup', {
      query: { propertyId: 1, restaurantId: 601, date, isReservation: true, identifier: '100001' },
    });
    expect(setup.body).toMatchObject({ MinOnlinePartySize: 1, MaxOnlinePartySize: 8, CurrencySymbol: '£' });
    expect(
      (
        await call('getRestaurantSetup', {
          query: { propertyId: 1, restaurantId: 601, date, isReservation: true, identifier: '999' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('getRestaurantSetup', {
          query: { propertyId: 1, restaurantId: 999, date, isReservation: false, identifier: 'a@b.com' },
        })
      ).status,
    ).toBe(404);
    const slots = await call<S['RestaurantSlot'][]>('getRestaurantAvailability', {
      query: { propertyId: 1, restaurantId: 601, date, partySize: 2, currencySymbol: '£' },
    });
    expect(slots.body.length).toBeGreaterThan(0);
    const monday = addDays(TODAY, 7);
    expect(
      (
        await call<S['RestaurantSlot'][]>('getRestaurantAvailability', {
          query: { propertyId: 1, restaurantId: 601, date: monday, partySize: 2, currencySymbol: '£' },
        })
      ).body,
    ).toEqual([]);
    expect(
      (
        await call('getRestaurantAvailability', {
          query: { propertyId: 1, restaurantId: 601, date, partySize: 20, currencySymbol: '£' },
        })
      ).status,
    ).toBe(400);
    const slot = slots.body[0];
    if (!slot) throw new Error('no slot');
    const booking: S['RestaurantBookingRequest'] = {
      PropertyId: 1,
      RestaurantId: 601,
      RestaurantName: 'The Sea Grill',
      VisitTime: slot.Time,
      VisitDate: date,
      PartySize: 2,
      SpecialRequests: null,
      IsReservation: true,
      Identifier: '100001',
      PromotionId: null,
      Email: 'john.smith@example.com',
      ContactNumber: '+441234567890',
      IsLeaveTimeRequired: false,
    };
    const created = await call<S['RestaurantBookingResponse']>('createRestaurantBooking', { body: booking });
    expect(created.body.Success).toBe(true);
    expect(created.body.BookingReference).toMatch(/^TB-/);
    const invalid = await call<S['ErrorBody']>('createRestaurantBooking', {
      body: { ...booking, ContactNumber: '01234', Email: 'x' },
    });
    expect(Object.keys(invalid.body.ModelState ?? {})).toEqual(expect.arrayContaining(['ContactNumber', 'Email']));
    const taken = await call<S['RestaurantBookingResponse']>('createRestaurantBooking', {
      body: { ...booking, VisitTime: '03:00' },
    });
    expect(taken.body.Success).toBe(false);
  });
});

describe('fault scenarios', () => {
  it('server-error, network-error, sold-out, payment-declined and session-expired', async () => {
    server.use(...scenarioHandlers('server-error:getProperty'));
    const err = await call<S['ErrorBody']>('getProperty', { params: { propertyCode: 'SEAVIEW' } });
    expect(err.status).toBe(500);
    server.resetHandlers();
    server.use(...scenarioHandlers('network-error:getBookingConfig'));
    await expect(fetch(`${BASE}/api/Book/Config/SEAVIEW`)).rejects.toThrow();
    server.resetHandlers();
    server.use(...scenarioHandlers('sold-out,payment-declined'));
    expect((await search()).RoomTypes).toEqual([]);
    const cal = await call<S['AvailabilityDay'][]>('getAvailabilityCalendar', {
      query: { propertyId: 1, fromDate: TODAY, toDate: addDays(TODAY, 3), languageCode: 'en' },
    });
    expect(cal.body.every((d) => d.AvailableRooms === 0)).toBe(true);
    expect(
      (
        await book(
          createBody({
            roomTypeId: 101,
            ratePlanId: 201,
            cost: 1,
            available: 1,
            dateFrom: addDays(TODAY, 30),
            dateTo: addDays(TODAY, 32),
          }),
        )
      ).status,
    ).toBe(402);
    server.resetHandlers();
    const session = await login();
    server.use(...scenarioHandlers('session-expired'));
    expect((await call('getAccount', { query: { propertyId: 1 }, cookies: { hbe_session: session } })).status).toBe(
      401,
    );
    server.resetHandlers();
    server.use(...scenarioHandlers('slow:20'));
    const t = Date.now();
    expect((await call('getProperty', { params: { propertyCode: 'SEAVIEW' } })).status).toBe(200);
    expect(Date.now() - t).toBeGreaterThanOrEqual(15);
    expect(() => scenarioHandlers('server-error:noSuchOperation')).toThrow();
  });

  it('createCookieFetch keeps the session and XSRF cookies like a browser', async () => {
    const f = createCookieFetch();
    await f('/api/Property/SEAVIEW');
    expect(f.cookies.get('XSRF-TOKEN')).toBeTruthy();
    const login = await f('/api/Account/Authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        LanguageCode: 'en',
        PropertyId: 1,
        EmailAddress: DEMO.account.email,
        Password: DEMO.account.password,
      }),
    });
    expect(login.status).toBe(200);
    expect((await f('/api/Account?propertyId=1')).status).toBe(200);
    await f('/api/Account/Logout', { method: 'POST' });
    expect((await f('/api/Account?propertyId=1')).status).toBe(401);
  });
});

describe('contract coverage of this file', () => {
  it('called every operation and validated at least one response of each', () => {
    const missing = [...contractOperations().keys()].filter((id) => !exercised.has(id));
    expect(missing, `operations never called: ${missing.join(', ')}`).toEqual([]);
  });
});

import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import {
  agreeAndConfirm,
  CARD_EXPIRY,
  cardFrame,
  chooseRate,
  chooseRoomStep,
  completeRoomSteps,
  definitionOf,
  fillBooker,
  fillCard,
  fillLeadGuest,
  inDays,
  money,
  reservationCount,
  roomsAndRatesUrl,
  SURE_STAY,
  tabTo,
  TEST_CARDS,
} from './support/booking';
import { originalRoomCost, roomCost, serviceCost, vatAmount, type ServicePricing } from '@/domain/pricing';
import { formatMoney, toDecimal, toMinor } from '@/domain/money';
import type { components } from '@/api/schema';
import { DECLINED_MESSAGE, DEMO, PENDING_MESSAGE } from '@mocks/db/demo';
import { BOOKER_FIELDS } from '../support/guest';
import { formatTypedDate } from '@/domain/dates';

type SearchResponse = components['schemas']['SearchResponse'];
type CreateRequest = components['schemas']['ReservationCreateRequest'];

const ADA = { first: 'Ada', last: 'Lovelace' };
const CHARLES = { first: 'Charles', last: 'Babbage' };
const GRACE = { first: 'Grace', last: 'Hopper' };
const STATUS = '/api/Reservation/Status';
const CREATE = '/api/Reservation/Create';
const SEARCH = '/api/Availability/Search';

// whole journeys, an axe scan on every screen, on a 2-core machine
test.describe.configure({ timeout: 60_000 });

const basketOf = (page: Page, name: 'Your stay' | 'Your booking') => page.getByRole('complementary', { name });

test.describe('booking journey', () => {
  test(
    'one room, two adults, card: search page -> rate -> guests -> ' +
      'extras -> checkout -> status -> confirmation, then findable',
    async ({ page, screens, api }) => {
      const from = inDays(SURE_STAY.from);
      const to = inDays(SURE_STAY.from + SURE_STAY.nights);
      await page.goto('/Book/SEAVIEW');
      await screens.page(/^Book your stay at Seaview Grand Hotel$/);
      const form = page.getByRole('form', { name: 'Search for rooms' });
      await form.getByLabel('Arrival', { exact: true }).fill(formatTypedDate(from));
      await form.getByLabel('Departure', { exact: true }).fill(formatTypedDate(to));
      await form.getByRole('button', { name: /^Rooms and guests/ }).click();
      await form.getByRole('group', { name: 'Room 1' }).getByLabel('Adults').selectOption('2');
      await form.getByRole('button', { name: 'Done' }).click();
      await form.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/Book/SEAVIEW/Rooms-And-Rates\\?from=${from}&to=${to}&rooms=2-0-0$`));
      // the step indicator says where the guest is
      const progress = page.getByRole('navigation', { name: 'Booking progress' });
      await expect(progress.locator('[aria-current="step"]')).toHaveText(/Room and rate, current step$/);
      await chooseRate(page, screens, 1, 'Classic Double', 'Flexible Rate');
      await expect(progress.locator('[aria-current="step"]')).toHaveText(/Upgrade, current step$/);
      // upgrade offered (declined), lead guest, extras (none), then checkout
      await completeRoomSteps(page, screens, [ADA]);
      await expect(page).toHaveURL(/\/Book\/SEAVIEW\/Checkout$/);
      await expect(progress.locator('[aria-current="step"]')).toHaveText(/Checkout, current step$/);
      await expect(basketOf(page, 'Your booking').getByText('Room 1: Classic Double')).toBeVisible();
      // on a phone the booking comes first, folded to its total, and opens on demand
      await page.setViewportSize({ width: 390, height: 844 });
      const folded = basketOf(page, 'Your booking').getByText(/^Your booking: £[\d,.]+$/);
      await expect(folded).toBeVisible();
      await expect(basketOf(page, 'Your booking').getByText('Room 1: Classic Double')).toBeHidden();
      await folded.click();
      await expect(basketOf(page, 'Your booking').getByText('Room 1: Classic Double')).toBeVisible();
      const [basketBox, formBox] = await Promise.all([
        basketOf(page, 'Your booking').boundingBox(),
        page.getByRole('group', { name: 'Your details' }).boundingBox(),
      ]);
      expect(basketBox?.y ?? Infinity).toBeLessThan(formBox?.y ?? 0);
      await page.setViewportSize({ width: 1280, height: 720 });
      await fillBooker(page);
      await fillCard(page, TEST_CARDS.approved);
      // the frame is on the provider's origin: the page cannot reach into it
      expect(
        await page
          .getByTitle('Card number, expiry date and security code')
          .evaluate((f) => (f as HTMLIFrameElement).contentDocument),
      ).toBeNull();

      // the Status page's first check is held, so the page can be seen (and scanned) on the way
      await api.hold(STATUS);
      await agreeAndConfirm(page);
      await expect(page).toHaveURL(/\/Book\/SEAVIEW\/Status\/[^/?]+$/);
      await screens.page('Checking your booking');
      await expect(page.getByRole('status').filter({ hasText: 'We are confirming your booking' })).toBeVisible();
      await api.release(STATUS);

      await screens.page('Your booking is confirmed');
      await expect(page).toHaveURL(/\/Book\/SEAVIEW\/Confirmation\/[^/?]+$/);
      const token = new URL(page.url()).pathname.split('/').pop() ?? '';
      const reference = /Booking reference:\s*(\d+)/.exec(
        (await page.getByText(/^Booking reference:/).textContent()) ?? '',
      )?.[1];
      expect(reference).toMatch(/^\d+$/);
      await expect(page.getByText(/^Room 1: Classic Double, Flexible Rate$/)).toBeVisible();
      await expect(page.getByText(/^Lead guest: Ada Lovelace · 2 adults$/)).toBeVisible();
      // printed, it is the receipt alone: no menu, no buttons; the reference, the totals and the hotel's address
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print confirmation' })).toBeHidden();
      await expect(page.getByRole('link', { name: 'Manage booking' })).toHaveCount(0);
      await expect(page.getByText(/^Booking reference:/)).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: 'Paid online by card' })).toBeVisible();
      await expect(page.getByText(/^Seaview Grand Hotel, 1 Marine Parade/)).toBeVisible();
      await page.emulateMedia({ media: 'screen' });
      await expect(page.getByRole('button', { name: 'Print confirmation' })).toBeVisible();
      // the booking can be looked up by its reference and by its confirmation token
      const lookup = (query: string) =>
        page.evaluate(async (q) => {
          const response = await fetch(`/api/Reservation/Status?propertyId=1&${q}`, { credentials: 'include' });
          return (await response.json()) as { Success: boolean; Status: string; ReferenceNumber: string };
        }, query);
      expect(await lookup(`referenceNumber=${reference}`)).toMatchObject({
        Success: true,
        Status: 'Confirmed',
        ReferenceNumber: reference,
      });
      expect(await lookup(`confirmationToken=${encodeURIComponent(token)}`)).toMatchObject({
        Success: true,
        Status: 'Confirmed',
        ReferenceNumber: reference,
      });
      // The card was typed in the provider's frame on its own origin: the page could not read it,
      // and the booking was paid with a single-use token, never a digit of the card
      const [create] = await api.calls(CREATE);
      expect(JSON.parse(create?.requestBody ?? '{}')).toMatchObject({
        CardDetails: { CardToken: expect.stringMatching(/^tok_/), NameOnCard: 'A Lovelace' },
      });
      expect(create?.requestBody).not.toMatch(/4111|SecurityCode|CardNumber/);
      // Card data is never kept in the browser
      const stored = await page.evaluate(
        () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + location.href,
      );
      // the test card's number in any spacing, or a CVV field (a "4111" inside a random id is no card)
      expect(stored).not.toMatch(/4111[\s-]?1111[\s-]?1111[\s-]?1111|SecurityCode|cvvNumber":"\d/);

      // another stay from the menu: a new booking, the one just made no longer in a basket
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Make a new booking' })
        .click();
      await form.getByLabel('Arrival', { exact: true }).fill(formatTypedDate(from));
      await form.getByLabel('Departure', { exact: true }).fill(formatTypedDate(to));
      await form.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: /^Choose a room for Room 1/ })).toBeVisible();
      await expect(page.getByText('Room 1: Classic Double')).toHaveCount(0);
    },
  );

  test(
    'a declined card shows the message, keeps the form, ' +
      'and the corrected card books exactly once, even on a double click',
    async ({ page, screens, api }) => {
      await page.goto(roomsAndRatesUrl({ from: 50 }));
      await chooseRate(page, screens, 1);
      await completeRoomSteps(page, screens, [ADA]);
      await fillBooker(page);
      await fillCard(page, TEST_CARDS.declined);
      const before = await reservationCount(page);
      await agreeAndConfirm(page);
      // said once, beside Confirm, and nothing covers the button
      await expect(page.getByRole('alert').filter({ hasText: DECLINED_MESSAGE })).toHaveCount(1);
      await expect(page.getByText(DECLINED_MESSAGE)).toHaveCount(1);
      const confirm = page.getByRole('button', { name: /^Confirm booking/ });
      // the CVV is asked again (never kept), and why the last attempt failed
      await expect(confirm).toHaveAccessibleDescription(
        `To confirm, please complete: card details. ${DECLINED_MESSAGE}`,
      );
      await confirm.scrollIntoViewIfNeeded();
      expect(
        await confirm.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return top === button || button.contains(top);
        }),
      ).toBe(true);
      await screens.page('Checkout'); // the form with the error
      await expect(page.getByLabel('First name')).toHaveValue('Ada');
      const frame = cardFrame(page);
      await expect(frame.getByLabel('Card number')).toHaveValue(TEST_CARDS.declined);
      // the frame forgot the security code and says so beside it
      await expect(frame.getByLabel('Security code (CVV)')).toHaveValue('');
      await expect(frame.getByLabel('Security code (CVV)')).toHaveAccessibleDescription(
        'A valid security code (3 or 4 digits) is required',
      );
      expect(await reservationCount(page)).toBe(before);

      await frame.getByLabel('Card number').fill(TEST_CARDS.approved);
      await frame.getByLabel('Security code (CVV)').fill('123');
      await api.hold(STATUS);
      await page.getByRole('button', { name: /^Confirm booking/ }).dblclick();
      await screens.page('Checking your booking');
      await api.release(STATUS);
      await screens.page('Your booking is confirmed');

      // one refused attempt, then one booking: the double click sent a single Create
      const creates = await api.calls(CREATE);
      expect(creates.map((c) => c.status)).toEqual([402, 200]);
      expect(await reservationCount(page)).toBe(before + 1);
    },
  );

  test('a payment pending verification: the Status page polls, says so, then shows the confirmation', async ({
    page,
    screens,
    api,
  }) => {
    await page.goto(roomsAndRatesUrl({ from: 55 }));
    await chooseRate(page, screens, 1);
    await completeRoomSteps(page, screens, [ADA]);
    await fillBooker(page);
    await fillCard(page, TEST_CARDS.pending);
    await agreeAndConfirm(page);
    await expect(page).toHaveURL(/\/Book\/SEAVIEW\/Status\/[^/?]+$/);
    await expect(page.getByRole('status').filter({ hasText: PENDING_MESSAGE })).toBeVisible();
    await screens.page('Checking your booking');
    // the mock answers "pending" twice (1 s, then 2 s apart), then "confirmed"
    await screens.page('Your booking is confirmed', { timeout: 15_000 });
    const polls = await api.calls(STATUS);
    expect(polls.map((p) => (JSON.parse(p.responseBody ?? '{}') as { Status?: string }).Status)).toEqual([
      ...Array<string>(DEMO.pendingPolls).fill('PendingVerification'),
      'Confirmed',
    ]);
  });

  test('the answer to Confirm is lost on the way, but the booking was made: the guest sees it, booked once', async ({
    page,
    screens,
    api,
  }) => {
    await page.goto(roomsAndRatesUrl({ from: 57 }));
    await chooseRate(page, screens, 1);
    await completeRoomSteps(page, screens, [ADA]);
    await fillBooker(page);
    await fillCard(page, TEST_CARDS.approved);
    const before = await reservationCount(page);
    await page.evaluate(() =>
      (window as unknown as { __mockBackend: { setScenario: (s: string) => void } }).__mockBackend.setScenario(
        'lost-response:createReservation',
      ),
    );
    await agreeAndConfirm(page);
    // never "Failed to create booking": the app asked what became of it, and shows the booking
    await screens.page('Your booking is confirmed');
    expect(await reservationCount(page)).toBe(before + 1);
    expect(await api.calls('/api/Outcome')).toHaveLength(1);
  });

  test('a reload while Confirm runs asks what became of it first; nothing was booked, so it says so', async ({
    page,
    screens,
    api,
  }) => {
    await page.goto(roomsAndRatesUrl({ from: 59 }));
    await chooseRate(page, screens, 1);
    await completeRoomSteps(page, screens, [ADA]);
    await fillBooker(page);
    await fillCard(page, TEST_CARDS.approved);
    const before = await reservationCount(page);
    // the Create never leaves the page before the reload
    await api.hold(CREATE);
    await agreeAndConfirm(page);
    await expect(page.getByRole('button', { name: 'Confirming your booking…' })).toBeVisible();
    await page.reload();
    await screens.page('Checkout');
    await expect(page.getByText(/Your booking was not completed: nothing was booked/)).toBeVisible();
    expect(await api.calls('/api/Outcome')).toHaveLength(1);
    // what the guest typed is back (the card, never kept, is typed again), and it books once
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await fillCard(page, TEST_CARDS.approved);
    await page.getByRole('button', { name: /^Confirm booking/ }).click();
    await screens.page('Your booking is confirmed');
    expect(await reservationCount(page)).toBe(before + 1);
  });

  test('sold-out dates say so in the results, once the search has answered', async ({ page, screens, api }) => {
    await page.goto(roomsAndRatesUrl({ from: DEMO.seaviewSoldOutOffsets[0], nights: 2 }));
    // the step appears only once the search has answered
    await screens.step(chooseRoomStep(1));
    await expect(page.getByRole('status').filter({ hasText: 'Searching for rooms…' })).toHaveCount(0);
    const [search] = await api.calls(SEARCH);
    expect((JSON.parse(search?.responseBody ?? '{}') as SearchResponse).RoomTypes).toEqual([]);
    // SEAVIEW's NoAvailabilityMessage (mocks/db/seed.ts), in the results, not in the basket
    const message = 'No rooms available on selected dates';
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: new RegExp(`^${message}$`) }),
    ).toBeVisible();
    await expect(basketOf(page, 'Your stay').getByText(message)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Select / })).toHaveCount(0);
    // not a dead end: the search page with this search, its calendar and the stays nearby
    await page.getByRole('link', { name: 'See other dates' }).click();
    await screens.page(/^Book your stay at/);
    const nearby = page.getByRole('region', { name: 'Alternative stays' });
    await expect(nearby.getByRole('button').first()).toHaveText(/, 2 nights$/);
  });

  test('a 1-night Friday says the minimum stay, not "no rooms", and nearby stays keep it', async ({
    page,
    screens,
  }) => {
    // the first Friday at least 30 days ahead (SEAVIEW: arrivals on Fridays and Saturdays need 2 nights)
    let offset = 30;
    while (new Date(`${inDays(offset)}T12:00:00`).getDay() !== 5) offset++;
    await page.goto(roomsAndRatesUrl({ from: offset, nights: 1 }));
    await screens.step(chooseRoomStep(1));
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /^The minimum stay for arrival on .+ is 2 nights\.$/ }),
    ).toBeVisible();
    await expect(page.getByText('No rooms available on selected dates')).toHaveCount(0);
    await page.getByRole('link', { name: 'See other dates' }).click();
    await screens.page(/^Book your stay at/);
    // every stay offered lasts 2 nights (the Friday's minimum), so none breaks a weekend minimum
    const stays = page.getByRole('region', { name: 'Alternative stays' }).getByRole('button');
    await expect(stays.first()).toBeVisible();
    for (const text of await stays.allTextContents()) expect(text).toMatch(/, 2 nights$/);
  });

  test('a reload on Rooms-And-Rates and on Checkout keeps the search and the basket', async ({ page, screens }) => {
    await page.goto(roomsAndRatesUrl({ from: 60, rooms: '2-0-0,1-0-0' }));
    await chooseRate(page, screens, 1);
    await screens.step(chooseRoomStep(2));
    await page.reload();
    await screens.step(chooseRoomStep(2));
    await expect(basketOf(page, 'Your stay').getByText(/^Room 1:/)).toBeVisible();
    await chooseRate(page, screens, 2);
    await completeRoomSteps(page, screens, [ADA, CHARLES]);
    await page.getByLabel('First name').fill('Grace');
    await page.reload();
    await screens.page('Checkout');
    await expect(page.getByLabel('First name')).toHaveValue('Grace');
    const basket = basketOf(page, 'Your booking');
    await expect(basket.getByText(/^Room 1:/)).toBeVisible();
    await expect(basket.getByText(/^Room 2:/)).toBeVisible();
    await expect(basket.getByText('Lead guest: Charles Babbage')).toBeVisible();
  });

  test(
    'a price that rose since the room was chosen is shown after a reload, ' +
      'and the booking is made at today’s price',
    async ({ page, screens, api }) => {
      await page.goto(roomsAndRatesUrl({ from: SURE_STAY.from, nights: SURE_STAY.nights }));
      await chooseRate(page, screens, 1, 'Classic Double');
      await completeRoomSteps(page, screens, [ADA]);
      const basket = basketOf(page, 'Your booking');
      const roomPrice = async () => money(await basket.getByText(/^Room £/).textContent());
      const before = await roomPrice();
      // no call still running: its answer would write the mock's data back over the change below
      await expect.poll(async () => (await api.calls()).filter((call) => call.status === null)).toEqual([]);
      // Meanwhile the hotel raised its rates by 10% (the mock backend keeps its data in localStorage).
      await page.evaluate(() => {
        const db = JSON.parse(localStorage.getItem('hbe-mock-db') ?? '{}') as {
          collections: { ratePlans: Array<{ PriceFactor: number }> };
        };
        for (const rate of db.collections.ratePlans) rate.PriceFactor *= 1.1;
        localStorage.setItem('hbe-mock-db', JSON.stringify(db));
      });
      await page.reload();
      const notice = basket.getByRole('status');
      await expect(notice).toContainText('We checked your rooms again.');
      await expect(notice).toContainText(/Room 1 \(Classic Double, .+\) now costs £[\d,.]+ instead of £[\d,.]+/);
      await screens.page('Checkout');
      await expect.poll(roomPrice).toBeGreaterThan(before);
      await page.getByRole('button', { name: 'OK, understood' }).click();
      await expect(basket.getByText('We checked your rooms again.')).toBeHidden();
      await fillBooker(page);
      await fillCard(page, TEST_CARDS.approved);
      await agreeAndConfirm(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    },
  );

  test(
    'three rooms: room 2 takes the last upgrade room, ' +
      'so room 3 is not offered an empty upgrade; "Change rooms" and back keeps every name',
    async ({ page, screens }) => {
      // Penthouse Suite, the top of the upgrade chain, has 2 rooms on SURE_STAY nights: room 1 takes
      // one, rooms 2 and 3 (Junior Suites) are both offered the other.
      await page.goto(roomsAndRatesUrl({ from: SURE_STAY.from, nights: SURE_STAY.nights, rooms: '2-0-0,2-0-0,2-0-0' }));
      await chooseRate(page, screens, 1, 'Penthouse Suite', 'Flexible Rate');
      await chooseRate(page, screens, 2, 'Junior Suite', 'Flexible Rate');
      await chooseRate(page, screens, 3, 'Junior Suite', 'Flexible Rate');
      // the Penthouse has no upgrade: the first visit is room 2's
      await screens.step('Upgrade Room 2?');
      await page.getByRole('button', { name: 'Upgrade to Penthouse Suite' }).click();
      // upgrades are visited before guests: reaching room 1's guests means room 3's visit was skipped
      await screens.step('Who is staying in Room 1?');
      await expect(page.getByRole('heading', { name: 'Upgrade Room 3?' })).toHaveCount(0);
      const stay = basketOf(page, 'Your stay');
      await expect(stay.getByText('Room 1: Penthouse Suite')).toBeVisible();
      await expect(stay.getByText('Room 2: Penthouse Suite')).toBeVisible();
      await expect(stay.getByText('Room 3: Junior Suite')).toBeVisible();
      await completeRoomSteps(page, screens, [ADA, CHARLES, GRACE]);

      // Back from checkout to the rooms, and on again: names typed before are kept
      await page.getByLabel('First name').fill('Grace');
      await page.getByLabel('Last name').fill('Hopper');
      await basketOf(page, 'Your booking').getByRole('link', { name: 'Change rooms' }).click();
      // a navigation: focus moves to the new page's heading
      await expect(await screens.page('Rooms and rates')).toBeFocused();
      await expect(page).toHaveURL(/\/Book\/SEAVIEW\/Rooms-And-Rates\?/);
      await expect(page.getByRole('heading', { level: 2, name: /^Choose a room for Room \d/ })).toBeVisible();
      await expect(stay.getByText('Room 3: Junior Suite')).toBeVisible();
      await page.getByRole('button', { name: 'Continue with these rooms' }).click();
      await expect(await screens.page('Checkout')).toBeFocused();
      await expect(page.getByLabel('First name')).toHaveValue('Grace');
      await expect(page.getByLabel('Last name')).toHaveValue('Hopper');
      const basket = basketOf(page, 'Your booking');
      for (const [room, guest] of [ADA, CHARLES, GRACE].entries()) {
        await expect(
          basket
            .getByRole('listitem')
            .filter({ hasText: `Room ${room + 1}:` })
            .getByText(`Lead guest: ${guest.first} ${guest.last}`),
        ).toBeVisible();
      }
    },
  );
});

test.describe('booking on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('runs the small-screen steps: room type, rates, upgrade, guests, extras, summary, then checkout', async ({
    page,
    screens,
  }) => {
    await page.goto(roomsAndRatesUrl({ from: SURE_STAY.from, nights: SURE_STAY.nights }));
    await screens.step(chooseRoomStep(1)); // room types only
    await expect(page.getByRole('button', { name: /^Select / })).toHaveCount(0);
    // each room type with its picture: the first is fetched at once and drawn (the file the mock build ships)
    const picture = page
      .getByRole('article', { name: 'Classic Double' })
      .getByRole('img', { name: 'A double bed under a window onto the sea, a lamp on each side' });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // no total bar while nothing is chosen
    await expect(page.getByRole('button', { name: 'View your stay' })).toHaveCount(0);
    await page.getByRole('button', { name: 'See rates for Classic Double' }).click();
    await expect(page.getByRole('button', { name: 'Back to all room types' })).toBeVisible();
    await chooseRate(page, screens, 1, 'Classic Double', 'Flexible Rate'); // its rates
    await screens.step('Upgrade Room 1?'); // the Superior Sea View is free on these nights
    // the running total stays at the foot of the screen; it opens the whole basket in a drawer
    const bar = page.getByText(/^1 room · Total including taxes £[\d,.]+$/);
    await expect(bar).toBeInViewport();
    const total = (await bar.textContent())?.replace(/^.* /, '') ?? '';
    const opener = page.getByRole('button', { name: 'View your stay' });
    await opener.click();
    const stay = page.getByRole('dialog', { name: 'Your stay' });
    // its total (the first figure of the totals) is the bar's, in view; closed, the guest is back
    // at the bar's button, where they were
    const stayTotal = stay.getByRole('definition').first();
    await expect(stayTotal).toHaveText(total);
    await expect(stayTotal).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(stay).toBeHidden();
    await expect(opener).toBeFocused();
    await page.getByRole('button', { name: 'No thanks, keep Classic Double' }).click();
    await completeRoomSteps(page, screens, [ADA], { until: 'summary' });
    await expect(page.getByRole('region', { name: 'Your stay' }).getByText('Room 1: Classic Double')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await screens.page('Checkout');
  });
});

test.describe('a full two-room booking', () => {
  test(
    'two rooms, an upgrade, extras of two charge types, promo code, ' +
      'gift voucher, company invoice: every amount as the rules give it',
    async ({ page, screens, api }) => {
      const rooms = [
        { numberOfAdults: 2, numberOfChildren: 0, numberOfInfants: 0 },
        { numberOfAdults: 2, numberOfChildren: 1, numberOfInfants: 0 },
      ];
      await page.goto(
        roomsAndRatesUrl({ from: SURE_STAY.from, nights: SURE_STAY.nights, rooms: '2-0-0,2-1-0', promo: 'SPRING10' }),
      );
      await screens.step(chooseRoomStep(1));

      // the rates of the search answer, priced with the domain's rules
      const [search] = await api.calls(SEARCH);
      const answer = JSON.parse(search?.responseBody ?? '{}') as SearchResponse;
      const flexOf = (roomTypeName: string) => {
        const rate = answer.RoomTypes.find((r) => r.RoomType.Name === roomTypeName)?.Rates.find(
          (r) => r.RatePlanCode === 'FLEX',
        );
        if (!rate) throw new Error(`no Flexible Rate for ${roomTypeName}`);
        return rate;
      };
      const classic = flexOf('Classic Double');
      const superior = flexOf('Superior Sea View');
      // SEAVIEW prices in GBP: the answer's decimals, priced by the domain in pence
      const GBP = 'GBP';
      // SPRING10: 10% off every price figure (each rounded to the penny, night by night): within 5p
      for (const [rate, occ] of [
        [classic, rooms[0]!],
        [superior, rooms[0]!],
        [superior, rooms[1]!],
      ] as const) {
        expect(Math.abs(roomCost(rate, occ, GBP) - originalRoomCost(rate, occ, GBP) * 0.9)).toBeLessThan(5);
      }
      // on screen: the original price struck through beside the promotional one
      const classicFlex = page
        .getByRole('article', { name: 'Classic Double' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: 'Select Flexible Rate for Room 1, Classic Double' }) });
      await expect(classicFlex.getByRole('deletion')).toHaveText(
        formatMoney(originalRoomCost(classic, rooms[0]!, GBP)),
      );
      await expect(classicFlex).toContainText(formatMoney(roomCost(classic, rooms[0]!, GBP)));
      await page.getByRole('button', { name: 'Select Flexible Rate for Room 1, Classic Double' }).click();

      // room 2 (3 guests) is not offered the Classic Double (sleeps 2)
      await screens.step(chooseRoomStep(2));
      await expect(page.getByRole('button', { name: /^Select .* for Room 2, Classic Double$/ })).toHaveCount(0);
      await page.getByRole('button', { name: 'Select Flexible Rate for Room 2, Superior Sea View' }).click();

      // upgrades: room 1 is offered the Superior Sea View at the same rate plan, and takes it
      await screens.step('Upgrade Room 1?');
      const room1 = roomCost(superior, rooms[0]!, GBP);
      const upgradeBy = room1 - roomCost(classic, rooms[0]!, GBP);
      // SURE_STAY is 2 nights: the difference a night (exact when it divides evenly), for the stay, in all
      expect(SURE_STAY.nights).toBe(2);
      const perNight = Math.round(upgradeBy / 2);
      const perNightWords = perNight * 2 === upgradeBy ? 'per night' : 'a night on average';
      await expect(
        page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Upgrade to Superior Sea View' }) }),
      ).toContainText(
        `+${formatMoney(perNight)} ${perNightWords} ` +
          `(+${formatMoney(upgradeBy)} for 2 nights, ${formatMoney(room1)} in all)`,
      );
      await page.getByRole('button', { name: 'Upgrade to Superior Sea View' }).click();
      await screens.step('Upgrade Room 2?');
      await page.getByRole('button', { name: 'No thanks, keep Superior Sea View' }).click();
      const stay = basketOf(page, 'Your stay');
      await expect(stay.getByText('Room 1: Superior Sea View')).toBeVisible();

      for (const [index, guest] of [ADA, CHARLES].entries()) {
        await screens.step(`Who is staying in Room ${index + 1}?`);
        await fillLeadGuest(page, guest);
        await page.getByRole('button', { name: 'Continue' }).click();
      }

      // extras of room 1: breakfast (PerDay, per person) and late check-out (PerStay). Their
      // prices, from the seed (mocks/db/seed.ts, services 301 and 305): 16.50 x 2 nights x 2 guests
      // = 66.00, and 25.00 once (in pence: 6600 and 2500).
      const breakfast: ServicePricing = {
        Price: 16.5,
        ChargeType: 'PerDay',
        ChargePerPerson: true,
        Articles: [{ Price: 16.5 }],
      };
      const lateCheckOut: ServicePricing = { Price: 25, ChargeType: 'PerStay', ChargePerPerson: false, Articles: [] };
      const stayFor = { quantity: 1, nights: SURE_STAY.nights, numberOfAdults: 2, numberOfChildren: 0 };
      const breakfastCost = serviceCost(breakfast, stayFor, GBP);
      const lateCost = serviceCost(lateCheckOut, stayFor, GBP);
      expect([breakfastCost, lateCost]).toEqual([6600, 2500]);
      await screens.step('Add extras to Room 1');
      const extra = (name: string) =>
        page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
      await page.getByRole('checkbox', { name: 'Add Full English Breakfast' }).check();
      await expect(extra('Full English Breakfast')).toContainText(`Added: ${formatMoney(breakfastCost)}`);
      await page.getByRole('checkbox', { name: 'Add Late Check-out (2pm)' }).check();
      await expect(extra('Late Check-out (2pm)')).toContainText(`Added: ${formatMoney(lateCost)}`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await screens.step('Add extras to Room 2');
      await page.getByRole('button', { name: 'Continue' }).click();

      await screens.page('Checkout');
      const basket = basketOf(page, 'Your booking');
      const room2 = roomCost(superior, rooms[1]!, GBP);
      const extras = breakfastCost + lateCost;
      const total = room1 + room2 + extras;
      // the gift voucher's amount is a decimal of the mock's data (£50)
      const voucherOff = toMinor(DEMO.voucher.amount, GBP);
      const item = (n: number) => basket.getByRole('listitem').filter({ hasText: `Room ${n}: Superior Sea View` });
      await expect(item(1).getByText('Full English Breakfast × 1')).toBeVisible();
      await expect(item(1).getByText('Late Check-out (2pm) × 1')).toBeVisible();
      await expect(
        item(1).getByText(`Room ${formatMoney(room1)} · Extras ${formatMoney(extras)}`, { exact: true }),
      ).toBeVisible();
      await expect(item(2).getByText(`Room ${formatMoney(room2)}`, { exact: true })).toBeVisible();
      expect(await definitionOf(basket, 'Total including taxes')).toBe(formatMoney(total));

      await fillBooker(page);
      const due = page.getByText(/^Amount due:/);
      const voucher = page.getByLabel('Gift voucher code');
      const discount = page.getByText(`Discount: ${formatMoney(voucherOff)}`);
      const apply = page.getByRole('button', { name: 'Apply voucher' });
      await expect(due).toHaveText(`Amount due: ${formatMoney(total)}`);
      await voucher.fill('GIFT50');
      await apply.click();
      await expect(discount).toBeVisible();
      await expect(due).toHaveText(`Amount due: ${formatMoney(total - voucherOff)}`);
      // a changed code is a new, unchecked code: no discount until it is applied
      await voucher.fill('GIFT5');
      await expect(discount).toBeHidden();
      await expect(due).toHaveText(`Amount due: ${formatMoney(total)}`);
      await voucher.fill('GIFT50');
      await expect(discount).toBeHidden();
      await expect(due).toHaveText(`Amount due: ${formatMoney(total)}`);
      await apply.click();
      await expect(discount).toBeVisible();
      // removing the voucher restores the amount
      await page.getByRole('button', { name: 'Remove voucher GIFT50' }).click();
      await expect(discount).toBeHidden();
      await expect(due).toHaveText(`Amount due: ${formatMoney(total)}`);
      await voucher.fill('GIFT50');
      await apply.click();
      await expect(due).toHaveText(`Amount due: ${formatMoney(total - voucherOff)}`);

      await page.getByRole('radio', { name: 'Pay by Invoice (company account)' }).check();
      await page.getByRole('combobox', { name: 'Company' }).fill('Acme');
      await page.getByRole('option', { name: /^Acme Travel Ltd/ }).click();
      await expect(page.getByText('Chosen: Acme Travel Ltd')).toBeVisible();
      await page.getByLabel('Purchase order (PO) number').fill('PO-2026-77');
      await page.getByRole('checkbox', { name: 'I accept the company invoicing terms' }).check();
      await screens.page('Checkout'); // the company invoice form
      await api.hold(STATUS);
      await agreeAndConfirm(page);
      await screens.page('Checking your booking');
      await api.release(STATUS);

      // what was sent: the spec's create payload
      const [create] = await api.calls(CREATE);
      const sent = JSON.parse(create?.requestBody ?? '{}') as CreateRequest;
      expect(sent).toMatchObject({
        PaymentType: 3,
        AccountId: 9001,
        PONumber: 'PO-2026-77',
        PromoCode: 'SPRING10',
        VoucherCode: 'GIFT50',
        CardDetails: null,
      });
      expect(sent.Rooms.map((r) => ({ type: r.RoomTypeId, cost: r.TotalCost, services: r.Services }))).toEqual([
        {
          type: 102,
          cost: toDecimal(room1, GBP), // the API takes decimals
          services: [
            { ServiceId: 301, Quantity: 1 },
            { ServiceId: 305, Quantity: 1 },
          ],
        },
        { type: 102, cost: toDecimal(room2, GBP), services: [] },
      ]);

      await screens.page('Your booking is confirmed');
      await expect(page.getByText('Invoice to your company')).toBeVisible();
      await expect(page.getByText(`Full English Breakfast × 1: ${formatMoney(breakfastCost)}`)).toBeVisible();
      await expect(page.getByText(`Late Check-out (2pm) × 1: ${formatMoney(lateCost)}`)).toBeVisible();
      // a receipt: rooms and extras, the voucher, the total, VAT, nothing paid, the invoice to pay
      const receipt = page.getByRole('main');
      expect(await definitionOf(receipt, 'Rooms and extras')).toBe(formatMoney(total));
      expect(await definitionOf(receipt, 'Gift voucher GIFT50')).toBe(`−${formatMoney(voucherOff)}`);
      expect(await definitionOf(receipt, 'Total')).toBe(formatMoney(total - voucherOff));
      expect(await definitionOf(receipt, 'Includes VAT (20%)')).toBe(
        formatMoney(vatAmount(total - voucherOff, 20, false)),
      );
      expect(await definitionOf(receipt, 'Paid')).toBe(formatMoney(0));
      expect(await definitionOf(receipt, 'To pay (invoiced to your company)')).toBe(formatMoney(total - voucherOff));
    },
  );
});

test.describe('failures and recovery', () => {
  for (const scenario of ['server-error:searchAvailability', 'network-error:searchAvailability']) {
    test(`the search fails (${scenario.split(':')[0]}) with a clear message and recovers on retry`, async ({
      page,
      axe,
      screens,
    }) => {
      await page.goto(`${roomsAndRatesUrl({ from: 75 })}&scenario=${scenario}`);
      const retry = page.getByRole('button', { name: 'Try the search again' });
      await expect(retry).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: /\w/ }).first()).toBeVisible();
      await axe();
      // the backend recovers
      await page.evaluate(() =>
        (window as unknown as { __mockBackend: { setScenario: (s: string) => void } }).__mockBackend.setScenario(
          'none',
        ),
      );
      await retry.click();
      await screens.step(chooseRoomStep(1));
      await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
    });
  }
});

test.describe('booking by keyboard alone', () => {
  test(
    'choose a rate, decline the upgrade, add an extra, ' + 'fill guests and checkout, and confirm without a mouse',
    async ({ page, screens, api }) => {
      await page.goto(roomsAndRatesUrl({ from: SURE_STAY.from, nights: SURE_STAY.nights }));
      await screens.step(chooseRoomStep(1));
      await tabTo(page, page.getByRole('button', { name: 'Select Flexible Rate for Room 1, Classic Double' }));
      await page.keyboard.press('Enter');

      await screens.step('Upgrade Room 1?'); // focus is on the new step's heading
      await tabTo(page, page.getByRole('button', { name: 'No thanks, keep Classic Double' }));
      await page.keyboard.press('Enter');

      await screens.step('Who is staying in Room 1?');
      const type = async (label: string, text: string) => {
        await tabTo(page, page.getByRole('textbox', { name: label, exact: true }));
        await page.keyboard.type(text);
      };
      await type('First name', 'Ada');
      await type('Last name', 'Lovelace');
      const bed = page.getByRole('combobox', { name: 'Bed set-up' });
      await tabTo(page, bed, { max: 1 });
      await page.keyboard.press('ArrowDown');
      await expect(bed).not.toHaveValue('');
      // back up to the surname to correct it, then on
      await tabTo(page, page.getByRole('textbox', { name: 'Last name', exact: true }), { backwards: true, max: 1 });
      await page.keyboard.press('End');
      await page.keyboard.type('-King');
      await expect(page.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue('Lovelace-King');
      await tabTo(page, page.getByRole('button', { name: 'Continue' }));
      await page.keyboard.press('Enter');

      await screens.step('Add extras to Room 1');
      const parking = page.getByRole('checkbox', { name: 'Add Secure Parking' });
      await tabTo(page, parking);
      await page.keyboard.press('Space');
      await expect(parking).toBeChecked();
      await tabTo(page, page.getByRole('button', { name: 'Continue' }));
      await page.keyboard.press('Enter');

      const checkout = await screens.page('Checkout');
      await expect(checkout).toBeFocused();
      await expect(basketOf(page, 'Your booking').getByText('Secure Parking × 1')).toBeVisible();
      for (const [label, value] of BOOKER_FIELDS) await type(label, value);
      const country = page.getByRole('combobox', { name: 'Country' });
      await tabTo(page, country);
      await page.keyboard.type('United Kingdom');
      await expect(country).toHaveValue('826');
      await type('Name on card', 'A Lovelace');
      // Tab goes into the provider's card frame, through its fields, and out again
      const frame = cardFrame(page);
      for (const [label, text] of [
        ['Card number', '4111111111111111'],
        ['Expiry date (MM/YY)', CARD_EXPIRY],
        ['Security code (CVV)', '123'],
      ] as const) {
        await tabTo(page, frame.getByRole('textbox', { name: label }), { within: frame, max: 3 });
        await page.keyboard.type(text);
      }
      await expect(frame.getByLabel('Expiry date (MM/YY)')).toHaveValue(CARD_EXPIRY);
      const terms = page.getByRole('checkbox', { name: /I agree to the/ });
      await tabTo(page, terms);
      await page.keyboard.press('Space');
      await expect(terms).toBeChecked();
      await tabTo(page, page.getByRole('button', { name: /^Confirm booking/ }));
      await api.hold(STATUS);
      await page.keyboard.press('Enter');

      await expect(await screens.page('Checking your booking')).toBeFocused();
      await api.release(STATUS);
      const confirmed = await screens.page('Your booking is confirmed');
      await expect(confirmed).toBeFocused();
      await expect(page.getByText(/^Lead guest: Ada Lovelace-King/)).toBeVisible();
    },
  );
});

test.describe('a property with tax-exclusive rates and the second card provider (CITYLOFT)', () => {
  test('VAT is added to the total shown, payment goes to the card partner, and the booking confirms', async ({
    page,
    screens,
  }) => {
    await page.goto(roomsAndRatesUrl({ code: 'CITYLOFT', from: 100, nights: 2, rooms: '2-0-0' }));
    await chooseRate(page, screens, 1);
    await completeRoomSteps(page, screens, [ADA]);
    const basket = basketOf(page, 'Your booking');
    const subtotal = money(await definitionOf(basket, 'Subtotal'));
    const vat = money(await definitionOf(basket, 'VAT (13.5%)'));
    const total = money(await definitionOf(basket, 'Total including taxes'));
    // 13.5% VAT on top of the tax-exclusive rates, worked from the shown subtotal
    expect(Math.round(subtotal * 0.135 * 100)).toBe(Math.round(vat * 100));
    expect(Math.round((subtotal + vat) * 100)).toBe(Math.round(total * 100));
    await fillBooker(page);
    // the second card provider replaces card entry: no card frame
    await expect(page.getByTitle('Card number, expiry date and security code')).toHaveCount(0);
    await expect(page.getByText('You will pay securely with our card payment partner after confirming.')).toBeVisible();
    await agreeAndConfirm(page);
    // the card partner's payment is verified over two polls: the Status page shows meanwhile
    await screens.page('Checking your booking');
    await screens.page('Your booking is confirmed', { timeout: 15_000 });
    await expect(page.getByText('Paid online')).toBeVisible();
  });
});

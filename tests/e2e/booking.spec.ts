import { test, expect } from './support/fixtures';
import { agreeAndConfirm, chooseRate, completeRoomSteps, fillBooker, fillCard, roomsAndRatesUrl, TEST_CARDS } from './support/booking';

test.describe('booking journey', () => {
  test('one room, two adults, card payment: rate -> checkout -> status -> confirmation, then findable', async ({ page, axe }) => {
    await page.goto(roomsAndRatesUrl());
    await expect(page.getByRole('heading', { level: 2, name: /Choose a room for Room 1/ })).toBeVisible();
    await axe();
    await chooseRate(page, 1, 'Classic Double');
    await completeRoomSteps(page, [{ first: 'Ada', last: 'Lovelace' }]);
    await expect(page).toHaveURL(/\/Book\/SEAVIEW\/Checkout$/);
    await axe();
    await fillBooker(page);
    await fillCard(page, TEST_CARDS.approved);
    await agreeAndConfirm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    await axe();
    const reference = (await page.getByText(/^Booking reference:/).textContent())?.match(/(\d+)/)?.[1];
    expect(reference).toMatch(/^\d+$/);
    const status = await page.evaluate(async (ref) => {
      const response = await fetch(`/api/Reservation/Status?propertyId=1&referenceNumber=${ref}`, { credentials: 'include' });
      return (await response.json()) as { Success: boolean; Status: string };
    }, reference);
    expect(status).toMatchObject({ Success: true, Status: 'Confirmed' });
    // Card data is never kept in the browser
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + location.href);
    expect(stored).not.toMatch(/4111|SecurityCode|cvvNumber":"1/);
  });

  test('a declined card shows the message, keeps the form, and the corrected card books once', async ({ page }) => {
    await page.goto(roomsAndRatesUrl({ from: 50 }));
    await chooseRate(page, 1);
    await completeRoomSteps(page, [{ first: 'Ada', last: 'Lovelace' }]);
    await fillBooker(page);
    await fillCard(page, TEST_CARDS.declined);
    await agreeAndConfirm(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined' }).first()).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Security code (CVV)')).toHaveValue('');
    await page.getByLabel('Card number').fill(TEST_CARDS.approved);
    await page.getByLabel('Security code (CVV)').fill('123');
    await agreeAndConfirm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  });

  test('a payment pending verification: the Status page polls, then shows the confirmation', async ({ page }) => {
    await page.goto(roomsAndRatesUrl({ from: 55 }));
    await chooseRate(page, 1);
    await completeRoomSteps(page, [{ first: 'Ada', last: 'Lovelace' }]);
    await fillBooker(page);
    await fillCard(page, TEST_CARDS.pending);
    await agreeAndConfirm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Checking your booking' })).toBeVisible();
    await expect(page).toHaveURL(/\/Status\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible({ timeout: 15_000 });
  });

  test('sold-out dates say so', async ({ page }) => {
    await page.goto(roomsAndRatesUrl({ from: 20, nights: 2 }));
    await expect(page.getByText(/no rooms|not available|unavailable/i).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Select / })).toHaveCount(0);
  });

  test('a reload on Rooms-And-Rates and on Checkout keeps the search and the basket', async ({ page }) => {
    await page.goto(roomsAndRatesUrl({ from: 60, rooms: '2-0-0,1-0-0' }));
    await chooseRate(page, 1);
    await expect(page.getByRole('heading', { level: 2, name: /Choose a room for Room 2/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: /Choose a room for Room 2/ })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Your stay' }).getByText(/^Room 1:/)).toBeVisible();
    await chooseRate(page, 2);
    await completeRoomSteps(page, [{ first: 'Ada', last: 'Lovelace' }, { first: 'Charles', last: 'Babbage' }]);
    await page.getByLabel('First name').fill('Grace');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Grace');
    await expect(page.getByRole('complementary', { name: 'Your booking' }).getByText(/^Room 2:/)).toBeVisible();
  });

  test('a price that rose since the room was chosen is shown after a reload, and the booking is made at today’s price', async ({ page, axe }) => {
    await page.goto(roomsAndRatesUrl({ from: 70 }));
    await chooseRate(page, 1, 'Classic Double');
    await completeRoomSteps(page, [{ first: 'Ada', last: 'Lovelace' }]);
    const basket = page.getByRole('complementary', { name: 'Your booking' });
    const roomPrice = async () => Number(((await basket.getByText(/^Room £/).textContent()) ?? '').replace(/[^\d.]/g, ''));
    const before = await roomPrice();
    // Meanwhile the hotel raised its rates by 10% (the mock backend keeps its data in localStorage).
    await page.evaluate(() => {
      const db = JSON.parse(localStorage.getItem('hbe-mock-db') ?? '{}') as { collections: { ratePlans: Array<{ PriceFactor: number }> } };
      for (const rate of db.collections.ratePlans) rate.PriceFactor *= 1.1;
      localStorage.setItem('hbe-mock-db', JSON.stringify(db));
    });
    await page.reload();
    const notice = basket.getByRole('status');
    await expect(notice).toContainText('We checked your rooms again.');
    await expect(notice).toContainText(/Room 1 \(Classic Double, .+\) now costs £[\d,.]+ instead of £[\d,.]+/);
    await axe();
    await expect.poll(roomPrice).toBeGreaterThan(before);
    await page.getByRole('button', { name: 'OK, understood' }).click();
    await expect(basket.getByText('We checked your rooms again.')).toBeHidden();
    await fillBooker(page);
    await fillCard(page, TEST_CARDS.approved);
    await agreeAndConfirm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  });
});

test.describe('booking on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('runs the small-screen steps: room type, rates, guests, extras, summary, then checkout', async ({ page, axe }) => {
    await page.goto(roomsAndRatesUrl({ from: 65 }));
    await page.getByRole('button', { name: 'See rates for Classic Double' }).click();
    await expect(page.getByRole('button', { name: 'Back to all room types' })).toBeVisible();
    await chooseRate(page, 1, 'Classic Double');
    const summary = page.getByRole('heading', { name: 'Your booking summary' });
    await completeRoomStepsUntilSummary(page);
    await expect(summary).toBeVisible();
    await axe();
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  });
});

async function completeRoomStepsUntilSummary(page: import('@playwright/test').Page) {
  const step = page.getByRole('heading', { name: /^(Upgrade Room \d+\?|Who is staying in Room \d+\?|Add extras to Room \d+|Your booking summary)$/ });
  for (let i = 0; i < 10; i++) {
    await expect(step.first()).toBeVisible();
    const text = (await step.first().textContent()) ?? '';
    if (text === 'Your booking summary') return;
    if (text.startsWith('Upgrade')) await page.getByRole('button', { name: /^No thanks/ }).click();
    if (text.startsWith('Who is staying')) {
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      const bed = page.getByLabel('Bed set-up');
      if (await bed.isVisible()) await bed.selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    if (text.startsWith('Add extras')) await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: text, exact: true })).toBeHidden();
  }
}

test.describe('a full two-room booking', () => {
  test('two rooms, an upgrade, extras of two charge types, promo code, gift voucher, company invoice; totals add up', async ({ page, axe }) => {
    await page.goto(roomsAndRatesUrl({ from: 70, nights: 2, rooms: '2-0-0,2-1-0', promo: 'SPRING10' }));
    await chooseRate(page, 1, 'Classic Double');
    // room 1: the Flexible Rate of a Classic Double (company invoice allowed)
    await expect(page.getByRole('heading', { level: 2, name: /Choose a room for Room 2/ })).toBeVisible();
    await page.getByRole('button', { name: /^Select Flexible Rate for Room 2, / }).first().click();
    // upgrades: accept for the first room that offers one, decline the rest
    const upgradeHeading = page.getByRole('heading', { name: /^Upgrade Room \d\?$/ });
    let accepted = false;
    while (await upgradeHeading.isVisible()) {
      const text = await upgradeHeading.textContent();
      if (!accepted) {
        await page.getByRole('button', { name: /^Upgrade to / }).first().click();
        accepted = true;
      } else {
        await page.getByRole('button', { name: /^No thanks/ }).click();
      }
      await expect(page.getByRole('heading', { name: text ?? '', exact: true })).toBeHidden();
    }
    // guests, then extras for room 1: breakfast (per night, per person) and late check-out (per stay)
    for (const guest of [{ first: 'Ada', last: 'Lovelace' }, { first: 'Charles', last: 'Babbage' }]) {
      await expect(page.getByRole('heading', { name: /^Who is staying in Room \d\?$/ })).toBeVisible();
      await page.getByLabel('First name').fill(guest.first);
      await page.getByLabel('Last name').fill(guest.last);
      await page.getByLabel('Bed set-up').selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Add extras to Room 1' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Add Full English Breakfast' }).check();
    await page.getByRole('checkbox', { name: /Add Late Check-out/ }).check();
    await axe();
    await page.getByRole('button', { name: 'Continue' }).click();
    await completeRoomSteps(page, [{ first: 'Ada', last: 'Lovelace' }, { first: 'Charles', last: 'Babbage' }]);

    const basket = page.getByRole('complementary', { name: 'Your booking' });
    await expect(basket.getByText(/Full English Breakfast × 1/)).toBeVisible();
    const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
    const roomPrices = await basket.locator('.basket__price').allTextContents();
    const parts = roomPrices.flatMap((t) => [...t.matchAll(/£([\d,]+\.\d{2})/g)].map((m) => money(m[1]!)));
    const total = money(await basket.locator('.basket__total').textContent());
    expect(Math.round(parts.reduce((a, b) => a + b, 0) * 100)).toBe(Math.round(total * 100));

    await fillBooker(page);
    await page.getByLabel('Gift voucher code').fill('GIFT50');
    await page.getByRole('button', { name: 'Apply voucher' }).click();
    await expect(page.getByText(/Discount: £50\.00/)).toBeVisible();
    const due = money((await page.getByText(/^Amount due:/).textContent())?.replace('Amount due:', '') ?? '');
    expect(Math.round(due * 100)).toBe(Math.round((total - 50) * 100));

    await page.getByRole('radio', { name: /Pay by Invoice \(company account\)/ }).check();
    await page.getByRole('combobox', { name: 'Company' }).fill('Acme');
    await page.getByRole('button', { name: /^Acme Travel Ltd/ }).click();
    await page.getByLabel('Purchase order (PO) number').fill('PO-2026-77');
    await page.getByRole('checkbox', { name: 'I accept the company invoicing terms' }).check();
    await axe();
    await agreeAndConfirm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByText('Invoice to your company')).toBeVisible();
    await expect(page.getByText(/^Full English Breakfast × 1: £/)).toBeVisible();
  });
});

test.describe('failures and recovery', () => {
  for (const scenario of ['server-error:searchAvailability', 'network-error:searchAvailability']) {
    test(`the search fails (${scenario.split(':')[0]}) with a clear message and recovers on retry`, async ({ page, axe }) => {
      await page.goto(`${roomsAndRatesUrl({ from: 75 })}&scenario=${scenario}`);
      const retry = page.getByRole('button', { name: 'Try the search again' });
      await expect(retry).toBeVisible();
      await expect(page.getByRole('alert').first()).not.toBeEmpty();
      await axe();
      // the backend recovers
      await page.evaluate(() => (window as unknown as { __mockBackend: { setScenario: (s: string) => void } }).__mockBackend.setScenario('none'));
      await retry.click();
      await expect(page.getByRole('heading', { level: 2, name: /Choose a room for Room 1/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Select / }).first()).toBeVisible();
    });
  }
});

test.describe('booking by keyboard alone', () => {
  test('choose a rate, fill guests and checkout, and confirm without a mouse', async ({ page }) => {
    await page.goto(roomsAndRatesUrl({ from: 80 }));
    const select = page.getByRole('button', { name: /^Select .* for Room 1, Classic Double$/ }).first();
    await expect(select).toBeVisible();
    await select.focus();
    await page.keyboard.press('Enter');
    const upgrade = page.getByRole('heading', { name: 'Upgrade Room 1?' });
    if (await upgrade.isVisible()) {
      await page.getByRole('button', { name: /^No thanks/ }).focus();
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('heading', { name: 'Who is staying in Room 1?' })).toBeFocused();
    await page.keyboard.press('Tab'); // adults
    const typeInto = async (label: string, text: string) => {
      for (let i = 0; i < 12 && !(await page.getByLabel(label, { exact: true }).evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
      await expect(page.getByLabel(label, { exact: true })).toBeFocused();
      await page.keyboard.type(text);
    };
    await typeInto('First name', 'Ada');
    await typeInto('Last name', 'Lovelace');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Bed set-up')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Bed set-up')).not.toHaveValue('');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Add extras to Room 1' })).toBeFocused();
    for (let i = 0; i < 40 && !(await page.getByRole('button', { name: 'Continue' }).evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await page.keyboard.press('Tab');
    await typeInto('First name', 'Ada');
    await typeInto('Last name', 'Lovelace');
    await typeInto('E-mail address', 'ada@example.com');
    await typeInto('Telephone', '+44 20 7946 0000');
    await typeInto('Street address', '1 Analytical Way');
    await typeInto('Postcode', 'N1 1AA');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Country')).toBeFocused();
    await page.keyboard.type('United Kingdom');
    await typeInto('Name on card', 'A Lovelace');
    await typeInto('Card number', '4111111111111111');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(new Date().getFullYear() + 3));
    await typeInto('Security code (CVV)', '123');
    const terms = page.getByRole('checkbox', { name: /I agree to the/ });
    for (let i = 0; i < 30 && !(await terms.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    const confirm = page.getByRole('button', { name: /^Confirm booking/ });
    for (let i = 0; i < 30 && !(await confirm.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  });
});

test.describe('a property with tax-exclusive rates and the second card provider (CITYLOFT)', () => {
  test('VAT is added to the total shown, payment goes to the card partner, and the booking confirms', async ({ page, axe }) => {
    await page.goto(roomsAndRatesUrl({ code: 'CITYLOFT', from: 100, nights: 2, rooms: '2-0-0' }));
    await chooseRate(page, 1);
    await completeRoomSteps(page, [{ first: 'Ada', last: 'Lovelace' }]);
    const basket = page.getByRole('complementary', { name: 'Your booking' });
    const euros = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
    const subtotal = euros(await basket.locator('dt:has-text("Subtotal") + dd').textContent());
    const vat = euros(await basket.locator('dt:has-text("VAT") + dd').first().textContent());
    const total = euros(await basket.locator('.basket__total').textContent());
    // 13.5% VAT on top of the tax-exclusive rates, worked from the shown subtotal
    expect(Math.round(subtotal * 0.135 * 100)).toBe(Math.round(vat * 100));
    expect(Math.round((subtotal + vat) * 100)).toBe(Math.round(total * 100));
    await fillBooker(page);
    // the second card provider replaces card entry: no card fields
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(page.getByText('You will pay securely with our card payment partner after confirming.')).toBeVisible();
    await axe();
    await agreeAndConfirm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Paid online')).toBeVisible();
  });
});

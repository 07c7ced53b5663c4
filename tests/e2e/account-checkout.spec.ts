import { test, expect } from './support/fixtures';
import { agreeAndConfirm, chooseRate, completeRoomSteps, roomsAndRatesUrl, securityCodeFrame } from './support/booking';

test.describe('logged-in checkout', () => {
  test(
    'details come from the account, a saved card is offered masked, ' + 'invoice may be chosen; logout leaves nothing',
    async ({ page, axe, screens }) => {
      await page.goto(roomsAndRatesUrl({ from: 85 }));
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await dialog.getByLabel('E-mail address').fill('demo@example.com');
      await dialog.getByLabel('Password').fill('Password123!');
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Hello, Alex')).toBeVisible();

      // the closed dialog gave focus back to where the guest opened it
      await chooseRate(page, screens, 1, 'Classic Double', /.+/, { focused: false });
      await completeRoomSteps(page, screens, [{ first: 'Alex', last: 'Morgan' }]);
      // WCAG 3.3.7: what the account knows is not asked again
      await expect(page.getByLabel('First name')).toHaveValue('Alex');
      await expect(page.getByLabel('E-mail address')).toHaveValue('demo@example.com');
      // no account creation offered to a logged-in guest
      await expect(page.getByRole('checkbox', { name: /Create an account/ })).toHaveCount(0);
      // the user may choose a payment method: Pay Online, company invoice, individual invoice
      await expect(page.getByRole('radio', { name: 'Pay by Invoice', exact: true })).toBeVisible();
      // a saved card: masked, never shown in full
      const saved = page.getByLabel('Saved card');
      await expect(saved.getByRole('option', { name: /1111/ })).toHaveCount(1);
      await saved.selectOption({ label: (await saved.getByRole('option', { name: /1111/ }).textContent()) ?? '' });
      // the provider's frame asks only for the saved card's security code
      await expect(page.getByTitle('Card number, expiry date and security code')).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText('4111');
      await page.getByLabel('Name on card').fill('Alex Morgan');
      const code = securityCodeFrame(page);
      await expect(code.getByLabel('Card number')).toBeHidden();
      await code.getByLabel('Security code (CVV)').fill('123');
      await page.getByLabel('Street address').fill('1 Account Road');
      await page.getByLabel('Postcode').fill('BN1 1AA');
      await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
      await axe();
      await agreeAndConfirm(page);
      await screens.page('Your booking is confirmed');

      await menu.getByRole('button', { name: 'Log out' }).click();
      await expect(page.getByText('You have been logged out.')).toBeVisible();
      const storage = await page.evaluate(() =>
        [...Object.entries(localStorage), ...Object.entries(sessionStorage)]
          .filter(([key]) => !/mock|msw/i.test(key))
          .map(([k, v]) => `${k}=${v}`)
          .join('\n'),
      );
      expect(storage).not.toMatch(/alex|morgan|demo@example\.com|1 Account Road/i);
    },
  );
});

import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { DEMO } from '@mocks/db/demo';

/**
 * Guest accounts end to end against the built app with the mock backend. Each test is a new
 * visit (its storage and cookies emptied: tests/e2e/support/contexts.ts), so its own mock database.
 */

/** Keys the in-browser mock backend keeps for itself (its database stands in for the server). */
const MOCK_BACKEND_KEY = /msw|mock/i;

async function webStorage(page: Page): Promise<string> {
  const entries = await page.evaluate(() => {
    const dump = (s: Storage) => Object.keys(s).map((k) => [k, s.getItem(k) ?? ''] as const);
    return [...dump(localStorage), ...dump(sessionStorage)];
  });
  return entries
    .filter(([key]) => !MOCK_BACKEND_KEY.test(key))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
}

/** Records every request URL and every log batch sent to the server. */
function watchRequests(page: Page) {
  const urls: string[] = [];
  const logs: string[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
    if (request.url().includes('jsnlog.logger')) logs.push(request.postData() ?? '');
  });
  return { urls, logs };
}

async function expectNoSecrets(page: Page, watched: { urls: string[]; logs: string[] }, secrets: string[]) {
  const storage = await webStorage(page);
  for (const secret of secrets) {
    expect(storage, 'web storage').not.toContain(secret);
    for (const url of [...watched.urls, page.url()])
      expect(url, 'request URL').not.toContain(encodeURIComponent(secret));
    for (const url of watched.urls) expect(url, 'request URL').not.toContain(secret);
    for (const log of watched.logs) expect(log, 'log batch').not.toContain(secret);
  }
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function logIn(page: Page, email: string, password: string) {
  await menu(page).getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  return dialog;
}

async function logOut(page: Page) {
  await menu(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'Log in' })).toBeVisible();
}

test.describe('guest accounts', () => {
  test('register -> confirm e-mail -> login -> logout, leaving nothing behind', async ({ page, axe }) => {
    const watched = watchRequests(page);
    const password = 'Robin-Pass-123';
    await page.goto('/Account/Register/SEAVIEW');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await axe();
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Fisher');
    await page.getByLabel('E-mail address').fill('robin.fisher@example.com');
    await page.getByLabel('Mobile number (optional)').fill('+44 7700 900456');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    await expect(page.locator('[data-flow="register"]')).toHaveAttribute('data-state', 'registered');
    // Register starts a session
    await expect(page.getByText('Hello, Robin')).toBeVisible();
    await axe();
    await logOut(page);

    // Not confirmed yet: the account logs in again (as it was at registration), with a reminder
    const dialog0 = await logIn(page, 'robin.fisher@example.com', password);
    await expect(dialog0).toBeHidden();
    await expect(page.getByText(/Please confirm your e-mail address with the link we sent you/)).toBeVisible();
    await expect(page.getByText('Hello, Robin')).toBeVisible();
    await logOut(page);

    // The confirmation link (the mock's token for a new registration is only in its outbox, so
    // the journey continues with the seeded unconfirmed account and its link)
    const { email, confirmationToken, password: unconfirmedPassword } = DEMO.unconfirmedAccount;
    await page.goto(`/Account/ConfirmEmail/SEAVIEW?email=${encodeURIComponent(email)}&token=${confirmationToken}`);
    await expect(page.getByText(/your e-mail address is confirmed/i)).toBeVisible();
    await expect(page.locator('[data-flow="confirmEmail"]')).toHaveAttribute('data-state', 'confirmed');
    await axe();
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByLabel('Password').fill(unconfirmedPassword);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Hello, /)).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Manage account' })).toBeVisible();
    // the welcome is said under the header, never over its menu
    const welcome = page.getByRole('status', { name: 'Messages (top)' }).getByText(/^Welcome back/);
    await expect(welcome).toBeVisible();
    const [notice, header] = await Promise.all([welcome.boundingBox(), page.getByRole('banner').boundingBox()]);
    expect(notice?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? Infinity));

    await logOut(page);
    await expect(page.getByText(/^Hello, /)).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(email);
    expect(await webStorage(page)).not.toMatch(/robin|fisher|new\.guest|Hello/i);
    await expectNoSecrets(page, watched, [password, unconfirmedPassword]);
  });

  test('a wrong password shows the server message in the dialog', async ({ page, axe }) => {
    await page.goto('/Account/ForgotPassword/SEAVIEW');
    const dialog = await logIn(page, DEMO.account.email, 'Not-The-Password-1');
    await expect(dialog.getByText(/Invalid email address or password/)).toBeVisible();
    await expect(dialog.locator('[data-flow="login"]')).toHaveAttribute('data-state', 'editing.quiet');
    await axe();
    await expect(menu(page).getByRole('link', { name: 'Manage account' })).toHaveCount(0);
  });

  test('the login dialog: focus returns to the menu, Escape closes, the password can be shown', async ({ page }) => {
    await page.goto('/Account/ForgotPassword/SEAVIEW');
    const opener = menu(page).getByRole('button', { name: 'Log in' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    const password = dialog.getByLabel('Password');
    await expect(password).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('forgot password -> reset password -> login with the new password', async ({ page, axe }) => {
    const watched = watchRequests(page);
    const newPassword = 'Brand-New-Pass-1';
    await page.goto('/Account/ForgotPassword/SEAVIEW');
    await page.getByLabel('E-mail address').fill(DEMO.account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.locator('[data-flow="forgotPassword"]')).toHaveAttribute('data-state', 'sent');
    await expect(page.getByRole('main').getByText(/we have sent it an e-mail with a link/)).toBeVisible();
    await axe();

    await page.goto(
      `/Account/ResetPassword/SEAVIEW?email=${encodeURIComponent(DEMO.account.email)}&token=${DEMO.passwordResetToken}`,
    );
    await expect(page.getByText(/at least ten characters/).first()).toBeVisible();
    await axe();
    await page.getByLabel('New password').fill('tooshort');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.locator('[data-flow="resetPassword"]')).toHaveAttribute('data-state', 'done');

    // the old password no longer works, the new one does
    const dialog = await logIn(page, DEMO.account.email, DEMO.account.password);
    await expect(dialog.getByText(/Invalid email address or password/)).toBeVisible();
    await dialog.getByLabel('Password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText(`Hello, ${DEMO.account.firstname}`)).toBeVisible();
    await expectNoSecrets(page, watched, [newPassword, DEMO.account.password]);
  });

  test('ManageAccount sends anonymous visitors to Book; logged-in users save details, then logout leaves', async ({
    page,
    axe,
  }) => {
    await page.goto('/ManageAccount/SEAVIEW');
    await expect(page).toHaveURL(/\/Book\/SEAVIEW$/);

    await page.goto('/Account/ForgotPassword/SEAVIEW');
    await logIn(page, DEMO.account.email, DEMO.account.password);
    await expect(page.getByText(`Hello, ${DEMO.account.firstname}`)).toBeVisible();
    await menu(page).getByRole('link', { name: 'Manage account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue(DEMO.account.firstname);
    await axe();
    await page.getByLabel('First name').fill('Alexandra');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();
    await expect(page.getByText('Hello, Alexandra')).toBeVisible();

    await logOut(page);
    await expect(page).toHaveURL(/\/Book\/SEAVIEW$/);
    await expect(page.locator('body')).not.toContainText(DEMO.account.email);
    await expect(page.locator('body')).not.toContainText('Alexandra');
    expect(await webStorage(page)).not.toMatch(/alex|morgan|demo@example\.com/i);
    // and the server agrees: the account page is closed again
    await page.goto('/ManageAccount/SEAVIEW');
    await expect(page).toHaveURL(/\/Book\/SEAVIEW$/);
  });

  test('a session that ended is said at once: logged out, the login offered, what was typed kept', async ({
    page,
    axe,
  }) => {
    await page.goto('/Account/ForgotPassword/SEAVIEW');
    await logIn(page, DEMO.account.email, DEMO.account.password);
    await menu(page).getByRole('link', { name: 'Manage account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    // the server ends the session (every call that needs it answers 401)
    await page.evaluate(() =>
      (window as unknown as { __mockBackend: { setScenario: (s: string) => void } }).__mockBackend.setScenario(
        'session-expired',
      ),
    );
    await page.getByLabel('First name').fill('Alexandra');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText(/^Your session has ended\. Please log in again/)).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(menu(page).getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByText(`Hello, ${DEMO.account.firstname}`)).toHaveCount(0);
    await axe();
    // still on the page, with what was typed; logging in again, the guest carries on
    await page.evaluate(() =>
      (window as unknown as { __mockBackend: { setScenario: (s: string) => void } }).__mockBackend.setScenario('none'),
    );
    await dialog.getByLabel('E-mail address').fill(DEMO.account.email);
    await dialog.getByLabel('Password').fill(DEMO.account.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText(`Hello, ${DEMO.account.firstname}`)).toBeVisible();
    await expect(page).toHaveURL(/\/ManageAccount\/SEAVIEW$/);
    await expect(page.getByLabel('First name')).toHaveValue('Alexandra');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@/app/router';
import { DEMO } from '@mocks/db/demo';
import { MESSAGES } from '@/domain/validation';

/** The real router, screens and machines against the mock backend in the service worker. */
function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => cleanup());

async function openLogin() {
  const menu = await screen.findByRole('navigation', { name: 'Main menu' });
  const opener = within(menu).getByRole('button', { name: 'Log in' });
  await userEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog', { name: 'Log in' }) };
}

async function logIn(email: string, password: string) {
  const { opener, dialog } = await openLogin();
  await userEvent.type(within(dialog).getByLabelText('E-mail address'), email);
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  return { opener, dialog };
}

describe('accounts against the mock backend', () => {
  it(
    'login with the demo account closes the dialog, ' + 'greets the guest and offers Manage account / Log out',
    async () => {
      renderAt('/Account/ForgotPassword/SEAVIEW');
      const { opener, dialog } = await logIn(DEMO.account.email, DEMO.account.password);
      expect(await screen.findByText(`Hello, ${DEMO.account.firstname}`)).toBeTruthy();
      expect(await screen.findByText(`Welcome back, ${DEMO.account.firstname}`)).toBeTruthy();
      await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(false));
      const menu = screen.getByRole('navigation', { name: 'Main menu' });
      expect(within(menu).getByRole('link', { name: 'Manage account' })).toBeTruthy();
      expect(within(menu).getByRole('button', { name: 'Log out' })).toBe(opener);
      expect(document.activeElement).toBe(opener);
    },
  );

  it('a wrong password shows the server message in the dialog, which stays open', async () => {
    renderAt('/Account/ForgotPassword/SEAVIEW');
    const { dialog } = await logIn(DEMO.account.email, 'Not-The-Password-1');
    expect(await within(dialog).findByText(/Invalid email address or password/)).toBeTruthy();
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.queryByText(/^Hello,/)).toBeNull();
  });

  it('an unconfirmed account logs in, as it was at registration, and is reminded to confirm', async () => {
    renderAt('/Account/ForgotPassword/SEAVIEW');
    await logIn(DEMO.unconfirmedAccount.email, DEMO.unconfirmedAccount.password);
    expect(await screen.findByText(/Please confirm your e-mail address with the link we sent you/)).toBeTruthy();
    expect(await screen.findByText(/^Hello,/)).toBeTruthy();
  });

  it('login form messages: invalid e-mail and empty password, focus on the first', async () => {
    renderAt('/Account/ForgotPassword/SEAVIEW');
    const { dialog } = await openLogin();
    await userEvent.type(within(dialog).getByLabelText('E-mail address'), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const email = within(dialog).getByLabelText('E-mail address');
    expect(await within(dialog).findByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.passwordRequired)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('the password can be shown and hidden', async () => {
    renderAt('/Account/ForgotPassword/SEAVIEW');
    const { dialog } = await openLogin();
    const password = within(dialog).getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
  });

  it('register shows the field messages and the password hint', async () => {
    renderAt('/Account/Register/SEAVIEW');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    expect(screen.getByText(MESSAGES.passwordHint)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(MESSAGES.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.lastNameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    await userEvent.type(screen.getByLabelText('Mobile number (optional)'), '07700 900123');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(MESSAGES.phoneInvalid)).toBeTruthy();
    // the hint is shown as text and as the password's error
    expect(screen.getAllByText(MESSAGES.passwordHint)).toHaveLength(2);
  });

  it('register with an address already in use says "Failed to register User" and why', async () => {
    renderAt('/Account/Register/SEAVIEW');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    await userEvent.type(screen.getByLabelText('First name'), 'Alex');
    await userEvent.type(screen.getByLabelText('Last name'), 'Again');
    await userEvent.type(screen.getByLabelText('E-mail address'), DEMO.account.email);
    await userEvent.type(screen.getByLabelText('Password'), 'Another-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await within(screen.getByRole('main')).findByText(
        /^Failed to register User\. An account with this e-mail address already exists/,
      ),
    ).toBeTruthy();
  });

  it('register a new account: logged in, asked to check the e-mail', async () => {
    renderAt('/Account/Register/SEAVIEW');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    await userEvent.type(screen.getByLabelText('First name'), 'Robin');
    await userEvent.type(screen.getByLabelText('Last name'), 'Fisher');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'robin.fisher@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Robin-Pass-123');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeTruthy();
    expect(await screen.findByText('Hello, Robin')).toBeTruthy();
  });

  it('a login refused for a missing anti-forgery token is a clear error', async () => {
    renderAt('/Account/ForgotPassword/SEAVIEW');
    const { dialog } = await openLogin();
    document.cookie = 'XSRF-TOKEN=; Max-Age=0; path=/';
    await userEvent.type(within(dialog).getByLabelText('E-mail address'), DEMO.account.email);
    await userEvent.type(within(dialog).getByLabelText('Password'), DEMO.account.password);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText(/anti-forgery token is missing or invalid/)).toBeTruthy();
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@/domain/validation';
import { api } from '@/api/client';
import { LANGUAGE_CODE } from '@/api/middleware';
import { AppAt, DEMO, failing, pending, withHandlers } from './support';

const meta = {
  title: 'Account/Login dialog',
  render: (args: { path: string }) => <AppAt path={args.path} />,
  args: { path: '/Account/ForgotPassword/SEAVIEW' },
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const menu = await canvas.findByRole('navigation', { name: 'Main menu' });
  await userEvent.click(within(menu).getByRole('button', { name: 'Log in' }));
  const dialog = await canvas.findByRole('dialog', { name: 'Log in' });
  return { canvas, dialog: within(dialog), element: dialog };
}

async function submit(canvasElement: HTMLElement, email: string, password: string) {
  const opened = await open(canvasElement);
  await userEvent.type(opened.dialog.getByLabelText('E-mail address'), email);
  await userEvent.type(opened.dialog.getByLabelText('Password'), password);
  await userEvent.click(opened.dialog.getByRole('button', { name: 'Log in' }));
  return opened;
}

/** Opened from the menu: e-mail, password with a show toggle, links to register and reset. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, element } = await open(canvasElement);
    await expect(element.querySelector('[data-flow="login"]')).toHaveAttribute('data-state', 'editing.quiet');
    await expect(dialog.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await expect(dialog.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Forgotten your password?' })).toBeVisible();
  },
};

/** Submitted empty: the messages are tied to the fields and focus goes to the first. */
export const InvalidForm: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, element } = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Log in' }));
    await expect(await dialog.findByText(MESSAGES.emailInvalid)).toBeVisible();
    await expect(element.querySelector('[data-flow="login"]')).toHaveAttribute('data-state', 'editing.refused');
    await expect(dialog.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(MESSAGES.passwordRequired)).toBeVisible();
    await waitFor(() => expect(dialog.getByLabelText('E-mail address')).toHaveFocus());
  },
};

/** The call is running: the button says so and the dialog cannot be closed. */
export const LoggingIn: Story = {
  parameters: withHandlers(pending('post', '/api/Account/Authenticate')),
  play: async ({ canvasElement }) => {
    const { dialog, element } = await submit(canvasElement, DEMO.account.email, DEMO.account.password);
    await expect(await dialog.findByRole('button', { name: 'Logging in…' })).toBeVisible();
    await expect(element.querySelector('[data-flow="login"]')).toHaveAttribute('data-state', 'loggingIn');
    await userEvent.click(dialog.getByRole('button', { name: 'Close Log in' }));
    await expect((element as HTMLDialogElement).open).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Logging in…' })).toBeVisible();
  },
};

/** The demo account: the dialog closes, the greeting and the welcome notice appear. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await submit(canvasElement, DEMO.account.email, DEMO.account.password);
    await expect(await canvas.findByText(`Hello, ${DEMO.account.firstname}`)).toBeVisible();
    await expect(await canvas.findByText(`Welcome back, ${DEMO.account.firstname}`)).toBeVisible();
  },
};

/** Wrong password: the server's message (Success false) in the dialog. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await submit(canvasElement, DEMO.account.email, 'Not-The-Password-1');
    await expect(await dialog.findByText(/Invalid email address or password/)).toBeVisible();
  },
};

/** Guessing protection: after 5 wrong passwords for one address the server says when to try again (429). */
export const TooManyAttempts: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await submit(canvasElement, DEMO.account.email, 'Not-The-Password-1');
    // the answer first: the button says "Logging in…" until it comes
    await dialog.findByText(/Invalid email address or password/);
    const button = dialog.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(button).toBeEnabled());
    // four more wrong passwords, as from another tab (the lock is the server's, per address); clicking
    // four times here could click while an attempt is still on its way, and that click does nothing
    for (let i = 0; i < 4; i++) {
      const answer = await api.POST('/api/Account/Authenticate', {
        body: {
          LanguageCode: LANGUAGE_CODE,
          PropertyId: 1,
          EmailAddress: DEMO.account.email,
          Password: `Not-The-Password-${i + 2}`,
        },
      });
      await expect(answer.data?.Success).toBe(false);
    }
    await userEvent.clear(dialog.getByLabelText('Password'));
    await userEvent.type(dialog.getByLabelText('Password'), DEMO.account.password);
    await userEvent.click(button);
    await expect(await dialog.findByText('Too many attempts. Please try again in 15 minutes.')).toBeVisible();
    await expect(dialog.getByLabelText('E-mail address')).toHaveValue(DEMO.account.email);
  },
};

/** An HTTP error without a message: the spec's login text. */
export const ServerError: Story = {
  parameters: withHandlers(failing('post', '/api/Account/Authenticate', 500, { Message: '' })),
  play: async ({ canvasElement }) => {
    const { dialog } = await submit(canvasElement, DEMO.account.email, DEMO.account.password);
    await expect(
      await dialog.findByText('Failed to login, please check your email address and password'),
    ).toBeVisible();
  },
};

/** The anti-forgery check refused the call: its message is shown. */
export const XsrfRefused: Story = {
  parameters: withHandlers(
    failing('post', '/api/Account/Authenticate', 403, {
      Message: 'The anti-forgery token is missing or invalid. Please reload the page and try again.',
    }),
  ),
  play: async ({ canvasElement }) => {
    const { dialog } = await submit(canvasElement, DEMO.account.email, DEMO.account.password);
    await expect(await dialog.findByText(/anti-forgery token is missing or invalid/)).toBeVisible();
  },
};

/**
 * The close button closes the dialog and gives focus back to the menu button (Escape is the
 * browser's own cancel of the native dialog; the e2e test presses the real key).
 */
export const CloseReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, dialog, element } = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Close Log in' }));
    await waitFor(() => expect((element as HTMLDialogElement).open).toBe(false));
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(menu).getByRole('button', { name: 'Log in' })).toHaveFocus();
  },
};

/** Closing forgets what was typed: opened again, the form is empty. */
export const ReopenedEmpty: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, dialog, element } = await open(canvasElement);
    await userEvent.type(dialog.getByLabelText('E-mail address'), DEMO.account.email);
    await userEvent.type(dialog.getByLabelText('Password'), 'half-typed');
    await userEvent.click(dialog.getByRole('button', { name: 'Close Log in' }));
    await waitFor(() => expect((element as HTMLDialogElement).open).toBe(false));
    const menu = canvas.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect((element as HTMLDialogElement).open).toBe(true));
    await expect(dialog.getByLabelText('E-mail address')).toHaveValue('');
    await expect(dialog.getByLabelText('Password')).toHaveValue('');
  },
};

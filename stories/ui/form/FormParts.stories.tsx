import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormError, PasswordField, SubmitButton, TextField, useFocusFirstInvalid } from '@/ui/form';
import { MESSAGES } from '@/domain/validation';

interface Args {
  busy: boolean;
  error: string | null;
}

/**
 * The parts every form has: its own error region first (notices may sit behind a modal dialog),
 * the submit button that says when it is busy, and focus on the first invalid field after a
 * refused submit.
 */
function LoginLikeForm({ busy, error }: Args) {
  const ref = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [attempts, setAttempts] = useState(0);
  useFocusFirstInvalid(ref, attempts);
  const shown = attempts > 0;
  return (
    <form
      ref={ref}
      noValidate
      aria-label="Log in"
      aria-busy={busy || undefined}
      style={{ padding: 24, maxWidth: '28rem', display: 'grid', gap: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        setAttempts((a) => a + 1);
      }}
    >
      <FormError message={error} />
      <TextField
        label="E-mail address"
        type="email"
        required
        value={email}
        onChange={setEmail}
        error={shown && email === '' ? MESSAGES.emailInvalid : undefined}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={shown && password === '' ? MESSAGES.passwordRequired : undefined}
      />
      <SubmitButton busy={busy} busyText="Logging in…">
        Log in
      </SubmitButton>
    </form>
  );
}

const meta = {
  title: 'UI/Form/Form parts',
  render: (args: Args) => <LoginLikeForm {...args} />,
  args: { busy: false, error: null },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: no error to read, the button says what it does. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-disabled');
  },
};

/** A refused submit moves focus to the first invalid field, whose message is read with it. */
export const FocusFirstInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const email = canvas.getByRole('textbox', { name: 'E-mail address' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    await expect(canvas.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  },
};

/** The last submit failed: its message is announced inside the form (role alert). */
export const WithFormError: Story = {
  args: { error: 'Failed to login, please check your email address and password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to login, please check your email address and password',
    );
  },
};

/** Busy: the button says so and is marked unavailable, but keeps its focus (aria-disabled, not disabled). */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Logging in…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toBeEnabled();
    await expect(canvas.getByRole('form', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true');
  },
};

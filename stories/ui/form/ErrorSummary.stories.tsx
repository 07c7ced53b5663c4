import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as z from 'zod/mini';
import { ErrorSummary, SubmitButton, TextField, type SummaryError } from '@/ui/form';
import { emailText, fieldErrors, requiredText } from '@/domain/forms';
import { MESSAGES } from '@/domain/validation';

const schema = z.object({ firstName: requiredText(MESSAGES.firstNameRequired), email: emailText() });
type Values = { firstName: string; email: string };
const ids: Record<keyof Values, string> = { firstName: 'summary-first-name', email: 'summary-email' };

/** A form that lists what stops it above its fields, as links to them, after a refused submit. */
function SummaryForm({ initial }: { initial: Values }) {
  const [values, setValues] = useState(initial);
  const [attempt, setAttempt] = useState(0);
  const errors = attempt > 0 ? fieldErrors(schema, values) : {};
  const summary: SummaryError[] = (Object.keys(ids) as Array<keyof Values>).flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: ids[field], message }] : [];
  });
  const change = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  return (
    <form
      noValidate
      aria-label="Your details"
      style={{ padding: 24, maxWidth: '28rem', display: 'grid', gap: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        setAttempt((a) => a + 1);
      }}
    >
      <ErrorSummary errors={summary} attempt={attempt} />
      <TextField
        id={ids.firstName}
        label="First name"
        required
        value={values.firstName}
        error={errors.firstName}
        onChange={change('firstName')}
      />
      <TextField
        id={ids.email}
        label="E-mail address"
        type="email"
        required
        value={values.email}
        error={errors.email}
        onChange={change('email')}
      />
      <SubmitButton busy={false} busyText="Saving…">
        Save
      </SubmitButton>
    </form>
  );
}

const meta = {
  title: 'UI/Form/ErrorSummary',
  render: (args: { initial: Values }) => <SummaryForm initial={args.initial} />,
  args: { initial: { firstName: '', email: '' } },
} satisfies Meta<{ initial: Values }>;
export default meta;
type Story = StoryObj<typeof meta>;

const save = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));

/** Nothing to fix: no summary is shown, not even after a submit. */
export const NoErrors: Story = {
  args: { initial: { firstName: 'Jane', email: 'jane@example.com' } },
  play: async ({ canvasElement }) => {
    await save(canvasElement);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(within(canvasElement).queryByRole('heading', { name: 'There is a problem' })).toBeNull();
  },
};

/** A refused submit: the summary is announced, takes focus, and lists each problem as a link. */
export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    await save(canvasElement);
    const summary = await within(canvasElement).findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([MESSAGES.firstNameRequired, MESSAGES.emailInvalid]);
    await expect(within(canvasElement).getByRole('textbox', { name: 'First name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Each link moves focus to its field, where the same message is read after the label. */
export const LinksMoveFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await save(canvasElement);
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await userEvent.click(within(summary).getByRole('link', { name: MESSAGES.emailInvalid }));
    const email = canvas.getByRole('textbox', { name: 'E-mail address' });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    await userEvent.click(within(summary).getByRole('link', { name: MESSAGES.firstNameRequired }));
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  },
};

/** Fixed fields leave the summary as they are corrected; once all are fixed it is gone. */
export const Corrected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await save(canvasElement);
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Jane');
    await expect(within(summary).getAllByRole('link')).toHaveLength(1);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'jane@example.com');
    await expect(canvas.queryByRole('alert', { name: 'There is a problem' })).toBeNull();
  },
};

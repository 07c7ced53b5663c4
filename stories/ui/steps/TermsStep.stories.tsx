import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TermsStep } from '@/ui/steps';
import { padded } from './support';

const customTerms = {
  text: 'Company invoices are payable within 30 days.',
  label: 'I accept the company invoicing terms',
  accepted: false,
  onChange: fn(),
};

const meta = {
  title: 'UI/Steps/TermsStep',
  component: TermsStep,
  decorators: [padded],
  args: {
    agreed: false,
    onAgreedChange: fn(),
    termsUrl: 'https://example.com/terms',
    privacyUrl: 'https://example.com/privacy',
  },
} satisfies Meta<typeof TermsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The terms and the privacy policy open in a new tab; agreeing is handed back. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getByRole('link', { name: 'terms and conditions (opens in a new tab)' });
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'privacy policy (opens in a new tab)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /^I agree to the/ }));
    await expect(args.onAgreedChange).toHaveBeenCalledWith(true);
  },
};

export const Filled: Story = {
  args: { agreed: true, customTerms: { ...customTerms, accepted: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /^I agree to the/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'I accept the company invoicing terms' })).toBeChecked();
  },
};

/** The property's own terms still to accept (what the confirm waits for): their text and their box. */
export const CustomTermsToAccept: Story = {
  args: { agreed: true, customTerms, termsUrl: null, privacyUrl: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'I agree to the terms and conditions' })).toBeChecked();
    await expect(canvas.getByText('Company invoices are payable within 30 days.')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the company invoicing terms' }));
    await expect(customTerms.onChange).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { disabled: true, customTerms },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

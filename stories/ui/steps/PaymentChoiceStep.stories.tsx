import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompanyInvoiceFields, PaymentChoiceStep } from '@/ui/steps';
import { padded } from './support';

const options = [
  { value: '0', label: 'Pay Online' },
  { value: '3', label: 'Pay by Invoice (company account)' },
  { value: '1', label: 'Pay by Invoice' },
];
const invoice = {
  searchText: '',
  onSearchChange: fn(),
  companies: [],
  onCompanyChosen: fn(),
  status: '',
  poNumber: '',
  onPoNumberChange: fn(),
};

const meta = {
  title: 'UI/Steps/PaymentChoiceStep',
  component: PaymentChoiceStep,
  decorators: [padded],
  args: { options, value: '0', onChange: fn() },
} satisfies Meta<typeof PaymentChoiceStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The methods offered as a radio group; choosing one is handed back. */
export const Empty: Story = {
  args: { value: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'How would you like to pay?' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('radio', { name: 'Pay by Invoice' }));
    await expect(args.onChange).toHaveBeenCalledWith('1');
  },
};

/** Company invoice chosen: the company search (a combobox) and the PO number in the method's slot. */
export const Filled: Story = {
  args: {
    value: '3',
    children: (
      <CompanyInvoiceFields
        {...invoice}
        searchText="Acme Travel Ltd"
        status="Chosen: Acme Travel Ltd"
        poNumber="PO-1"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Pay by Invoice (company account)' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Company' })).toHaveValue('Acme Travel Ltd');
    await expect(canvas.getByRole('status')).toHaveTextContent('Chosen: Acme Travel Ltd');
    await expect(canvas.getByLabelText('Purchase order (PO) number')).toHaveValue('PO-1');
  },
};

/** The company search failed: the status line says so; typing is handed back. */
export const Errors: Story = {
  args: {
    value: '3',
    children: <CompanyInvoiceFields {...invoice} searchText="Acme" status="Error while searching for Companies" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Error while searching for Companies');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Company' }), 'x');
    await expect(invoice.onSearchChange).toHaveBeenCalledWith('Acmex');
  },
};

/** A gift voucher pays everything: nothing to choose. */
export const CoveredByVoucher: Story = {
  args: { coveredByVoucher: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your gift voucher covers the whole stay: nothing more to pay.')).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { http, HttpResponse, delay } from 'msw';
import { useState } from 'react';
import { AppAt, roomsAndRates } from '../support';
import { db } from '../../mocks/db';

type Canvas = ReturnType<typeof within>;

/** Walks the real flow from rooms and rates to the checkout form, as a guest would. */
async function toCheckout(canvas: Canvas, roomType = /Classic Double/) {
  const select = await canvas.findAllByRole('button', { name: new RegExp(`^Select .* for Room 1, ${roomType.source}$`) }, { timeout: 8000 });
  await userEvent.click(select[0]!);
  const noThanks = await canvas.findByRole('button', { name: /^No thanks/ }).catch(() => null);
  if (noThanks) await userEvent.click(noThanks);
  await userEvent.type(await canvas.findByLabelText('First name'), 'Ada');
  await userEvent.type(canvas.getByLabelText('Last name'), 'Lovelace');
  const bed = canvas.queryByLabelText('Bed set-up');
  if (bed) await userEvent.selectOptions(bed, 'Double bed');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }, { timeout: 8000 }));
  await canvas.findByRole('heading', { level: 1, name: 'Checkout' }, { timeout: 8000 });
}

async function fillDetails(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText('First name'), 'Ada');
  await userEvent.type(canvas.getByLabelText('Last name'), 'Lovelace');
  await userEvent.type(canvas.getByLabelText('E-mail address'), 'ada@example.com');
  await userEvent.type(canvas.getByLabelText('Telephone'), '+44 20 7946 0000');
  await userEvent.type(canvas.getByLabelText('Street address'), '1 Analytical Way');
  await userEvent.type(canvas.getByLabelText('Postcode'), 'N1 1AA');
  await waitFor(() => expect(canvas.getByRole('option', { name: 'United Kingdom' })).toBeInTheDocument());
  await userEvent.selectOptions(canvas.getByLabelText('Country'), 'United Kingdom');
  await userEvent.click(canvas.getByRole('checkbox', { name: /I agree to the/ }));
}

async function fillCard(canvas: Canvas, number: string) {
  await userEvent.type(canvas.getByLabelText('Name on card'), 'A Lovelace');
  await userEvent.type(canvas.getByLabelText('Card number'), number);
  await userEvent.selectOptions(canvas.getByLabelText('Expiry month'), '12');
  await userEvent.selectOptions(canvas.getByLabelText('Expiry year'), String(new Date().getFullYear() + 3));
  await userEvent.type(canvas.getByLabelText('Security code (CVV)'), '123');
}

const meta = {
  title: 'Booking/Checkout',
  render: (args: { path: string }) => <AppAt path={args.path} />,
  args: { path: roomsAndRates({ from: 90 }) },
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: confirm stays disabled and says what is missing. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    await expect(canvas.getByRole('button', { name: /^Confirm booking/ })).toBeDisabled();
    await expect(canvas.getByText(/To confirm, please complete:/)).toBeVisible();
  },
};

/** Card payment, everything filled: confirm is enabled; the card type follows the number. */
export const PayByCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    await fillDetails(canvas);
    await fillCard(canvas, '4111 1111 1111 1111');
    await expect(canvas.getByLabelText('Card type')).toHaveDisplayValue('Visa');
    await expect(canvas.getByRole('button', { name: /^Confirm booking/ })).toBeEnabled();
  },
};

/** Company invoice: company search, PO number and the company invoicing terms. */
export const PayByCompanyInvoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    await fillDetails(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: /company account/ }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Company' }), 'Acme');
    await userEvent.click(await canvas.findByRole('button', { name: /^Acme Travel Ltd/ }, { timeout: 5000 }));
    await userEvent.type(canvas.getByLabelText('Purchase order (PO) number'), 'PO-1');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the company invoicing terms' }));
    await expect(canvas.getByRole('button', { name: /^Confirm booking/ })).toBeEnabled();
  },
};

export const CompanySearchNoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: /company account/ }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Company' }), 'Zzzz');
    await expect(await canvas.findByText('No Results found', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const VoucherValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    await userEvent.type(canvas.getByLabelText('Gift voucher code'), 'GIFT50');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply voucher' }));
    await expect(await canvas.findByText(/Discount: £50\.00/, {}, { timeout: 5000 })).toBeVisible();
  },
};

export const VoucherInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    await userEvent.type(canvas.getByLabelText('Gift voucher code'), 'NOPE123');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply voucher' }));
    await waitFor(() => expect(canvasElement.querySelector('.notice--error')).not.toBeNull(), { timeout: 5000 });
    await expect(canvas.queryByText(/Discount:/)).toBeNull();
  },
};

/** The create call fails: the server's message, every field kept but the CVV. */
export const CreateFailed: Story = {
  parameters: { msw: { handlers: [http.post('*/api/Reservation/Create', () => HttpResponse.json({ Message: 'Sorry, your selection is not available.' }, { status: 409 }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    await fillDetails(canvas);
    await fillCard(canvas, '4111 1111 1111 1111');
    await userEvent.click(canvas.getByRole('button', { name: /^Confirm booking/ }));
    await waitFor(() => expect(canvas.getAllByRole('alert').some((a) => a.textContent?.includes('Sorry, your selection is not available.'))).toBe(true), { timeout: 8000 });
    await expect(canvas.getByLabelText('First name')).toHaveValue('Ada');
    await expect(canvas.getByLabelText('Security code (CVV)')).toHaveValue('');
  },
};

/** Confirming: the button says so and cannot be pressed twice. */
export const Creating: Story = {
  parameters: { msw: { handlers: [http.post('*/api/Reservation/Create', async () => { await delay('infinite'); return HttpResponse.json({}); })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    await fillDetails(canvas);
    await fillCard(canvas, '4111 1111 1111 1111');
    await userEvent.click(canvas.getByRole('button', { name: /^Confirm booking/ }));
    await expect(await canvas.findByRole('button', { name: 'Confirming your booking…' })).toBeDisabled();
  },
};

/** A logged-in guest allowed to choose: "Pay by Invoice" to the guest, no card needed. */
export const PayByIndividualInvoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('navigation', { name: 'Main menu' }, { timeout: 8000 });
    await userEvent.click(within(menu).getByRole('button', { name: 'Log in' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(dialog).getByLabelText('E-mail address'), 'demo@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Password123!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await canvas.findByText('Hello, Alex', {}, { timeout: 8000 });
    await toCheckout(canvas);
    await expect(canvas.getByLabelText('First name')).toHaveValue('Alex');
    await userEvent.click(canvas.getByRole('radio', { name: 'Pay by Invoice' }));
    await expect(canvas.queryByLabelText('Card number')).toBeNull();
    await expect(canvas.getByText(/We will send the invoice to demo@example.com/)).toBeVisible();
  },
};

/** CITYLOFT pays through its second card provider: no card fields, VAT added on top. */
export const SecondCardProvider: Story = {
  args: { path: roomsAndRates({ from: 90 }).replace('/SEAVIEW/', '/CITYLOFT/') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas, /.+/);
    await expect(canvas.queryByLabelText('Card number')).toBeNull();
    await expect(canvas.getByText('You will pay securely with our card payment partner after confirming.')).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Your booking' })).toHaveTextContent(/VAT \(13\.5%\)/);
  },
};

/**
 * The app with a button (story chrome, not the product) that starts it afresh at the checkout,
 * keeping sessionStorage, as a browser reload does.
 */
function ReloadableApp({ path }: { path: string }) {
  const [loads, setLoads] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setLoads((n) => n + 1)}>
        Story: reload the page
      </button>
      <AppAt key={loads} path={loads === 0 ? path : '/Book/SEAVIEW/Checkout'} />
    </>
  );
}

/**
 * After a reload the basket is checked again: a rate that went up since the guest chose it is
 * shown in the basket with the old and new price, and the total (and what is charged) follows.
 */
export const PricesChangedAfterReload: Story = {
  render: (args: { path: string }) => <ReloadableApp path={args.path} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    // meanwhile the hotel raised its rates by 10%
    await db.ratePlans.updateMany((q) => q.where({ PropertyId: 1 }), {
      data(rate) {
        rate.PriceFactor *= 1.1;
      },
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Story: reload the page' }));
    const basket = await canvas.findByRole('complementary', { name: 'Your booking' }, { timeout: 8000 });
    const heading = await within(basket).findByText('We checked your rooms again.', {}, { timeout: 8000 });
    await expect(heading.closest('[role="status"]')).toHaveTextContent(/Room 1 \(Classic Double, .+\) now costs £[\d,.]+ instead of £[\d,.]+/);
    await expect(within(basket).getByRole('button', { name: 'OK, understood' })).toBeVisible();
  },
};

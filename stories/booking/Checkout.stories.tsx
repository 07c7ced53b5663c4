import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { http, HttpResponse, delay } from 'msw';
import { useState } from 'react';
import { AppAt, amountIn, inDays, expectAccessibleNow, findLiveRegion, gbp, roomsAndRates } from '../support';
import { db } from '@mocks/db';
import { DEMO } from '@mocks/db/demo';
import { scenarioHandlers } from '@mocks/scenarios';
import { forget } from '@/app/cache';

type Canvas = ReturnType<typeof within>;

/** Walks the real flow from rooms and rates to the checkout form, as a guest would. */
async function toCheckout(canvas: Canvas, roomType = /Classic Double/) {
  const select = await canvas.findAllByRole(
    'button',
    // the Flexible Rate: it may be paid by card or by invoice, as the stories need
    { name: new RegExp(`^Select Flexible Rate for Room 1, ${roomType.source}$`) },
  );
  await userEvent.click(select[0]!);
  // the upgrade's step comes when the room type has one, else the guests' step
  const next = await waitFor(
    () => canvas.queryByRole('button', { name: /^No thanks/ }) ?? canvas.getByLabelText('First name'),
  );
  if (next instanceof HTMLButtonElement) await userEvent.click(next);
  await userEvent.type(await canvas.findByLabelText('First name'), 'Ada');
  await userEvent.type(canvas.getByLabelText('Last name'), 'Lovelace');
  const bed = canvas.queryByLabelText('Bed set-up');
  if (bed) await userEvent.selectOptions(bed, 'Double bed');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
  await canvas.findByRole('heading', { level: 1, name: 'Checkout' });
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

/**
 * The card's name, and the payment provider's frame ready for the number, expiry and code. The
 * frame is on another origin: a story's play cannot type in it (a designer can; the browser tests
 * do, tests/integration/payment.test.tsx and the e2e journeys).
 */
async function cardFrameReady(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText('Name on card'), 'A Lovelace');
  const frame = (await canvas.findByTitle('Card number, expiry date and security code')) as HTMLIFrameElement;
  await waitFor(() => expect(frame.closest('[data-status]')).toHaveAttribute('data-status', 'ready'));
  await expect(frame.contentDocument).toBeNull();
}

/** Pay by company invoice to Acme Travel (nothing to type in the card frame). */
async function payByCompanyInvoice(canvas: Canvas) {
  await searchCompany(canvas, 'Acme');
  await userEvent.click(await canvas.findByRole('option', { name: /^Acme Travel Ltd/ }));
  await userEvent.type(canvas.getByLabelText('Purchase order (PO) number'), 'PO-1');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the company invoicing terms' }));
}

/** At checkout, the details filled in and paid by company invoice: ready to confirm. */
async function readyToConfirm(canvas: Canvas) {
  await toCheckout(canvas);
  await fillDetails(canvas);
  await payByCompanyInvoice(canvas);
}

/** Ready to confirm (company invoice), an account asked for with a password, and Confirm pressed. */
async function confirmCreatingAnAccount(canvas: Canvas) {
  await readyToConfirm(canvas);
  await userEvent.click(canvas.getByRole('checkbox', { name: /^Create an account with these details/ }));
  await userEvent.type(canvas.getByLabelText(/^Password/), 'Sunny-Seaside-2026');
  await userEvent.click(canvas.getByRole('button', { name: /^Confirm booking/ }));
}

/** A call that never answers (the page stays in the state that waits for it). */
const neverAnswers = (path: string) =>
  http.post(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** The page's content (the main landmark), where the checkout form and its basket are. */
function page(canvas: Canvas) {
  return within(canvas.getByRole('main'));
}

/** The gift voucher section of the checkout form. */
function voucherSection(canvas: Canvas) {
  return within(canvas.getByRole('group', { name: 'Gift voucher' }));
}

/** What the guest is asked to pay now, as the checkout states it ("Amount due: £…"). */
function amountDue(canvas: Canvas): number {
  return amountIn(page(canvas).getByText(/^Amount due:/).textContent);
}

/** The amount due, in the summary line and on the confirm button. */
async function expectAmountDue(canvas: Canvas, amount: number) {
  await waitFor(() => expect(page(canvas).getByText(/^Amount due:/)).toHaveTextContent(`Amount due: ${gbp(amount)}`));
  await expect(canvas.getByRole('button', { name: `Confirm booking and pay ${gbp(amount)}` })).toBeVisible();
}

/** At the checkout: the total of the stay, which is what is due before any voucher. */
async function totalOfStay(canvas: Canvas): Promise<number> {
  const total = amountDue(canvas);
  await expect(canvas.getByRole('complementary', { name: 'Your booking' })).toHaveTextContent(
    `Total including taxes${gbp(total)}`,
  );
  return total;
}

async function applyVoucher(canvas: Canvas, code: string) {
  await userEvent.type(canvas.getByLabelText('Gift voucher code'), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Apply voucher' }));
}

/** What the voucher field tells the guest (its description: the voucher's live region). */
async function expectVoucherSays(canvas: Canvas, text: string) {
  await waitFor(() => expect(canvas.getByLabelText('Gift voucher code')).toHaveAccessibleDescription(text));
}

/** After confirming: the Status page checks the booking, then opens its confirmation. */
async function expectBooked(canvas: Canvas) {
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Checking your booking' })).toBeVisible();
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
}

/** Confirm is offered (and the page accessible as it is): confirming books. */
async function confirmAndExpectBooked(canvas: Canvas) {
  const confirm = canvas.getByRole('button', { name: /^Confirm booking/ });
  await expect(confirm).toBeEnabled();
  await expectAccessibleNow();
  await userEvent.click(confirm);
  await expectBooked(canvas);
}

/** Pay by company invoice, and type in the company search. */
async function searchCompany(canvas: Canvas, text: string) {
  await userEvent.click(canvas.getByRole('radio', { name: /company account/ }));
  const company = canvas.getByRole('combobox', { name: 'Company' });
  await userEvent.type(company, text);
  return company;
}

const meta = {
  title: 'Booking/Checkout',
  render: (args: { path: string }) => <AppAt path={args.path} />,
  args: { path: roomsAndRates() },
} satisfies Meta<{ path: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: confirm stays disabled and says what is missing. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    await expect(canvas.getByRole('button', { name: /^Confirm booking/ })).toBeDisabled();
    await expect(page(canvas).getByText(/To confirm, please complete:/)).toBeVisible();
  },
};

/** The countries of the billing address come down meanwhile; "down" is lifted by the story's play. */
let countriesDown = true;

/**
 * The list of countries cannot be loaded: the rest of the form works, the country field says so,
 * and loading them again (once they are back) fills the list.
 */
export const CountriesNotLoaded: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/StaticData/:propertyCode/countries', () =>
          countriesDown ? HttpResponse.json({ Message: 'Service unavailable' }, { status: 404 }) : undefined,
        ),
      ],
    },
  },
  beforeEach: () => {
    countriesDown = true;
    forget('countries:'); // loaded once per property: an earlier story may have them already
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    const country = canvas.getByLabelText('Country');
    await expect(country).toHaveAccessibleDescription('We could not load the list of countries.');
    await expect(canvas.queryByRole('option', { name: 'United Kingdom' })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Street address'), '1 Analytical Way');
    await expect(canvas.getByLabelText('Street address')).toHaveValue('1 Analytical Way');
    await expectAccessibleNow();
    countriesDown = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Load the countries again' }));
    await expect(await canvas.findByRole('option', { name: 'United Kingdom' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Load the countries again' })).toBeNull();
    await expect(country).not.toHaveAccessibleDescription(/could not load/);
    await expect(canvas.getByLabelText('Street address')).toHaveValue('1 Analytical Way');
  },
};

/**
 * Card payment, everything else filled: the card is typed into the payment provider's frame (try
 * 4111 1111 1111 1111, any future MM/YY, any 3 digits); until it is complete, Confirm says so.
 */
export const PayByCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    await fillDetails(canvas);
    await cardFrameReady(canvas);
    await expect(canvas.getByRole('button', { name: /^Confirm booking/ })).toHaveAccessibleDescription(
      'To confirm, please complete: card details.',
    );
  },
};

/** Company invoice: company search, PO number and the company invoicing terms. */
export const PayByCompanyInvoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await readyToConfirm(canvas);
    await expect(page(canvas).getByText('Chosen: Acme Travel Ltd')).toBeVisible();
    // nothing is paid now: the button says who is invoiced, not "pay"
    const due = amountDue(canvas);
    await expect(canvas.getByRole('button', { name: /^Confirm booking/ })).toHaveAccessibleName(
      `Confirm booking (${gbp(due)} invoiced to your company)`,
    );
    await confirmAndExpectBooked(canvas);
  },
};

/** The company search by keyboard: Down arrow to the first company found, Enter chooses it. */
export const CompanyByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    const company = await searchCompany(canvas, 'Acme');
    const first = await canvas.findByRole('option', { name: /^Acme Travel Ltd/ });
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(company).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{Enter}');
    await expect(page(canvas).getByText('Chosen: Acme Travel Ltd')).toBeVisible();
    await expect(company).toHaveValue('Acme Travel Ltd');
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    // Enter chose a company: it did not send the form
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  },
};

/** A field's message shows once the guest leaves it, not before; the others wait. */
export const ErrorsOnceLeft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    const first = canvas.getByLabelText('First name');
    await userEvent.click(first);
    await expect(page(canvas).queryByText('Enter your first name')).toBeNull();
    await userEvent.tab();
    await expect(first).toHaveAccessibleDescription('Enter your first name');
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Street address')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(first, 'Ada');
    await expect(first).not.toHaveAttribute('aria-invalid');
    await expectAccessibleNow();
  },
};

export const CompanySearchNoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    await searchCompany(canvas, 'Zzzz');
    await expect(await page(canvas).findByText('No Results found')).toBeVisible();
  },
};

/**
 * The company's name cut back below two letters: the companies found go, and nothing is searched
 * for one letter (the search waits for a pause in typing, and a pause at one letter asks nothing).
 */
export const CompanySearchCutShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    const company = await searchCompany(canvas, 'Acme');
    await expect(await canvas.findByRole('option', { name: /^Acme Travel Ltd/ })).toBeVisible();
    await userEvent.type(company, '{Backspace}{Backspace}{Backspace}');
    await expect(company).toHaveValue('A');
    await waitFor(() => expect(canvas.queryByRole('option', { name: /^Acme Travel Ltd/ })).toBeNull());
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(page(canvas).queryByText('No Results found')).toBeNull();
  },
};

/** GIFT50 takes £50.00 off what is due now; the stay's total stays as it was. */
export const VoucherValid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    const total = await totalOfStay(canvas);
    await applyVoucher(canvas, 'GIFT50');
    await expectVoucherSays(canvas, 'Voucher applied: £50.00 off. Discount: £50.00');
    await expectAmountDue(canvas, total - 50);
    await expect(canvas.getByRole('complementary', { name: 'Your booking' })).toHaveTextContent(
      `Total including taxes${gbp(total)}`,
    );
  },
};

/** An unknown code: the mock's message, no discount, the full amount due. */
export const VoucherInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    const total = await totalOfStay(canvas);
    await applyVoucher(canvas, 'NOPE123');
    await expectVoucherSays(canvas, 'Gift voucher code NOPE123 is not valid.');
    await expect(voucherSection(canvas).queryByText(/Discount:/)).toBeNull();
    await expectAmountDue(canvas, total);
  },
};

/** The voucher check itself fails (CheckVoucherCode answers 500): the error, and no discount. */
export const VoucherRequestFailed: Story = {
  parameters: { msw: { handlers: scenarioHandlers('server-error:checkVoucherCode') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    const total = await totalOfStay(canvas);
    await applyVoucher(canvas, 'GIFT50');
    await expectVoucherSays(canvas, 'We could not check your gift voucher just now. Please try again.');
    await expect(voucherSection(canvas).queryByText(/Discount:/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Remove voucher/ })).toBeNull();
    await expectAmountDue(canvas, total);
    await expect(canvas.getByRole('button', { name: 'Apply voucher' })).toBeEnabled();
  },
};

/** An experience voucher (SPADAY, £120.00): its warning and a way to contact the hotel. */
export const ExperienceVoucher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    const total = await totalOfStay(canvas);
    await applyVoucher(canvas, 'SPADAY');
    const voucher = canvas.getByRole('group', { name: 'Gift voucher' });
    await expect(
      await within(voucher).findByText(
        'This voucher is for an experience worth £120.00: ' +
          'it is applied to your room, and the experience itself can no longer be redeemed.',
        {},
      ),
    ).toBeVisible();
    await expect(
      within(voucher).getByText(/^This is an experience voucher: the hotel arranges the experience with you\./),
    ).toHaveTextContent(
      'This is an experience voucher: the hotel arranges the experience with you. ' +
        'Please contact us (opens in a new tab) after booking.',
    );
    const contact = within(voucher).getByRole('link', { name: 'contact us (opens in a new tab)' });
    await expect(contact).toHaveAttribute('href', '/Contact/SEAVIEW');
    await expect(contact).toHaveAttribute('target', '_blank');
    await expect(within(voucher).getByText('Discount: £120.00')).toBeVisible();
    await expectAmountDue(canvas, total - 120);
  },
};

/** An accepted voucher removed again: no discount line, the whole total due again. */
export const VoucherRemoved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    const total = await totalOfStay(canvas);
    await applyVoucher(canvas, 'GIFT50');
    await expect(await voucherSection(canvas).findByText('Discount: £50.00')).toBeVisible();
    await expectAmountDue(canvas, total - 50);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove voucher GIFT50' }));
    await waitFor(() => expect(voucherSection(canvas).queryByText(/Discount:/)).toBeNull());
    await expect(canvas.queryByRole('button', { name: /^Remove voucher/ })).toBeNull();
    await expectAmountDue(canvas, total);
  },
};

/**
 * Back from the checkout with "Change rooms": the room choice keeps the basket and offers to go
 * on with it, which returns to the checkout.
 */
export const ContinueWithTheseRooms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas);
    await userEvent.click(
      within(canvas.getByRole('complementary', { name: 'Your booking' })).getByRole('link', { name: 'Change rooms' }),
    );
    const proceed = await canvas.findByRole('button', { name: 'Continue with these rooms' });
    await expect(canvas.getByRole('heading', { level: 2, name: /^Choose a room for Room 1/ })).toBeVisible();
    await expect(
      page(canvas).getByText(
        'Every room of your booking has a room and rate. Choose again for a room above, or go on with these.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Your stay' })).toHaveTextContent('Room 1: Classic Double');
    await expectAccessibleNow();
    await userEvent.click(proceed);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Your booking' })).toHaveTextContent(
      'Room 1: Classic Double',
    );
  },
};

/** CITYLOFT (which asks no bed set-up) for the group demo's nights, 2 adults. */
const CITYLOFT_ROOMS_AND_RATES =
  `/Book/CITYLOFT/Rooms-And-Rates?from=${inDays(DEMO.groupSearch.arrivalOffset)}` +
  `&to=${inDays(DEMO.groupSearch.arrivalOffset + DEMO.groupSearch.nights)}&rooms=2-0-0`;

/** Room 1's Flexible Rate of this room type (on a phone, its rates are opened first). */
async function selectFlexible(canvas: Canvas, roomType: string, phone = false) {
  if (phone) await userEvent.click(await canvas.findByRole('button', { name: `See rates for ${roomType}` }));
  await userEvent.click(await canvas.findByRole('button', { name: `Select Flexible Rate for Room 1, ${roomType}` }));
}

/** The extras of Room 1, passed by; on a phone the booking summary comes before the checkout. */
async function extrasThenCheckout(canvas: Canvas, phone = false) {
  await canvas.findByRole('heading', { level: 2, name: 'Add extras to Room 1' });
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  if (phone) {
    await canvas.findByRole('heading', { level: 2, name: 'Your booking summary' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to checkout' }));
  }
  await canvas.findByRole('heading', { level: 1, name: 'Checkout' });
}

/** Loft Studio, its upgrade declined, Ada Lovelace in Room 1, no extras: at the checkout. */
async function loftStudioToCheckout(canvas: Canvas, phone = false) {
  await selectFlexible(canvas, 'Loft Studio', phone);
  await userEvent.click(await canvas.findByRole('button', { name: /^No thanks/ }));
  await userEvent.type(await canvas.findByLabelText('First name'), 'Ada');
  await userEvent.type(canvas.getByLabelText('Last name'), 'Lovelace');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  await extrasThenCheckout(canvas, phone);
}

const changeRooms = (canvas: Canvas) =>
  userEvent.click(
    within(canvas.getByRole('complementary', { name: 'Your booking' })).getByRole('link', { name: 'Change rooms' }),
  );

/**
 * Back from the checkout with "Change rooms", the guest chooses another room type at CITYLOFT.
 * The lead guest's name is kept: a room type without an upgrade goes straight on to its extras;
 * one with an upgrade offers it first, then the extras.
 */
export const ChooseAnotherRoom: Story = {
  args: { path: CITYLOFT_ROOMS_AND_RATES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const basket = () => canvas.getByRole('complementary', { name: 'Your booking' });
    await loftStudioToCheckout(canvas);
    await expect(basket()).toHaveTextContent('Room 1: Loft Studio');

    // no upgrade to offer, nothing more to ask: on to the extras, the name kept
    await changeRooms(canvas);
    await selectFlexible(canvas, 'Two-Bedroom Loft');
    await extrasThenCheckout(canvas);
    await expect(basket()).toHaveTextContent('Room 1: Two-Bedroom Loft');
    await expect(basket()).toHaveTextContent('Lead guest: Ada Lovelace');

    // an upgrade offered first, then the extras
    await changeRooms(canvas);
    await selectFlexible(canvas, 'Loft Studio');
    await userEvent.click(await canvas.findByRole('button', { name: /^No thanks/ }));
    await extrasThenCheckout(canvas);
    await expect(basket()).toHaveTextContent('Room 1: Loft Studio');
    await expect(basket()).toHaveTextContent('Lead guest: Ada Lovelace');
  },
};

/** The same on a phone: a room type's rates are opened first; the name is kept there too. */
export const ChooseAnotherRoomOnAPhone: Story = {
  args: { path: CITYLOFT_ROOMS_AND_RATES },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loftStudioToCheckout(canvas, true);
    await changeRooms(canvas);
    await selectFlexible(canvas, 'Two-Bedroom Loft', true);
    await extrasThenCheckout(canvas, true);
    const basket = canvas.getByRole('complementary', { name: 'Your booking' });
    await expect(basket).toHaveTextContent('Room 1: Two-Bedroom Loft');
    await expect(basket).toHaveTextContent('Lead guest: Ada Lovelace');
  },
};

/** LIGHTHOUSE (which sells no extras) for the group demo's nights, 2 adults. */
const LIGHTHOUSE_ROOMS_AND_RATES = CITYLOFT_ROOMS_AND_RATES.replace('CITYLOFT', 'LIGHTHOUSE');

/** A hotel without extras: after the guests, no extras step; the checkout (or, on a phone, the summary) comes next. */
export const NoExtrasToOffer: Story = {
  args: { path: LIGHTHOUSE_ROOMS_AND_RATES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await selectFlexible(canvas, 'Lantern Room');
    await userEvent.type(await canvas.findByLabelText('First name'), 'Ada');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Lovelace');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await canvas.findByRole('heading', { level: 1, name: 'Checkout' });
    await expect(canvas.getByRole('complementary', { name: 'Your booking' })).toHaveTextContent('Room 1: Lantern Room');
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Add extras to Room 1' })).toBeNull();
  },
};

/** The same on a phone: the booking summary follows the guests. */
export const NoExtrasToOfferOnAPhone: Story = {
  args: { path: LIGHTHOUSE_ROOMS_AND_RATES },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await selectFlexible(canvas, 'Lantern Room', true);
    await userEvent.type(await canvas.findByLabelText('First name'), 'Ada');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Lovelace');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = await canvas.findByRole('region', { name: 'Your stay' });
    await expect(summary).toHaveTextContent('Room 1: Lantern Room');
    await expect(summary).toHaveTextContent('Lead guest: Ada Lovelace');
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Add extras to Room 1' })).toBeNull();
  },
};

/** The create call fails: the server's message, said once beside Confirm, every field kept. */
export const CreateFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/Reservation/Create', () =>
          HttpResponse.json({ Message: 'Sorry, your selection is not available.' }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await readyToConfirm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /^Confirm booking/ }));
    await waitFor(() =>
      expect(
        canvas.getAllByRole('alert').some((a) => a.textContent?.includes('Sorry, your selection is not available.')),
      ).toBe(true),
    );
    await expect(canvas.getByLabelText('First name')).toHaveValue('Ada');
    await expect(canvas.getByLabelText('Purchase order (PO) number')).toHaveValue('PO-1');
  },
};

/**
 * The first Create fails on the server (500), and the hotel is still processing that attempt when
 * asked: the page says so. The next Confirm asks again (nothing was booked), then books.
 * `register`: the guest asks for an account before confirming again; it is registered first.
 */
function stillProcessingThenConfirmed(register: boolean): Story {
  let creates = 0;
  let outcomes = 0;
  return {
    parameters: {
      msw: {
        handlers: [
          http.post('*/api/Reservation/Create', () => {
            creates += 1;
            if (creates === 1) return HttpResponse.json({ Message: 'Internal error' }, { status: 500 });
            return undefined; // the mock's own answer
          }),
          http.post('*/api/Outcome', () => {
            outcomes += 1;
            if (outcomes === 1) return HttpResponse.json({ Outcome: 'InProgress', Result: null });
            return undefined;
          }),
        ],
      },
    },
    beforeEach: () => {
      creates = 0;
      outcomes = 0;
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await readyToConfirm(canvas);
      await userEvent.click(canvas.getByRole('button', { name: /^Confirm booking/ }));
      await findLiveRegion(
        canvasElement,
        'alert',
        'Your booking is still being processed. Please wait a moment, then press Confirm again: ' +
          'we will check before booking anything.',
      );
      await expect(canvas.getByLabelText('First name')).toHaveValue('Ada');
      if (register) {
        await userEvent.click(canvas.getByRole('checkbox', { name: /^Create an account with these details/ }));
        await userEvent.type(canvas.getByLabelText(/^Password/), 'Sunny-Seaside-2026');
      }
      await userEvent.click(canvas.getByRole('button', { name: /^Confirm booking/ }));
      await expectBooked(canvas);
      await expect(creates).toBe(2);
      if (register)
        await expect(db.users.findFirst((q) => q.where({ EmailAddress: 'ada@example.com' }))).toMatchObject({
          Firstname: 'Ada',
        });
    },
  };
}

export const StillProcessingThenConfirmed = stillProcessingThenConfirmed(false);
export const StillProcessingThenConfirmedWithAnAccount = stillProcessingThenConfirmed(true);

/** Confirming: the button says so and cannot be pressed twice. */
export const Creating: Story = {
  parameters: {
    msw: {
      handlers: [neverAnswers('*/api/Reservation/Create')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await readyToConfirm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /^Confirm booking/ }));
    await expect(await canvas.findByRole('button', { name: 'Confirming your booking…' })).toBeDisabled();
  },
};

/**
 * Creating an account as the guest books: on Confirm the account is registered first (held here),
 * and the button says the booking is being confirmed; nothing else can be pressed twice.
 */
export const RegisteringAccount: Story = {
  parameters: {
    msw: {
      handlers: [neverAnswers('*/api/Account/Register')],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmCreatingAnAccount(canvas);
    await expect(await canvas.findByRole('button', { name: 'Confirming your booking…' })).toBeDisabled();
    const root = canvasElement.querySelector('[data-flow="checkout"]');
    await waitFor(() => expect(root?.getAttribute('data-state')).toContain('form.submitting.registering'));
  },
};

/**
 * An account created as the guest books, paying by company invoice: the account is registered,
 * then the booking made, and the confirmation follows.
 */
export const AccountCreatedWithTheBooking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmCreatingAnAccount(canvas);
    await expectBooked(canvas);
    await expect(db.users.findFirst((q) => q.where({ EmailAddress: 'ada@example.com' }))).toMatchObject({
      Firstname: 'Ada',
    });
  },
};

/** A logged-in guest allowed to choose: "Pay by Invoice" to the guest, no card needed. */
export const PayByIndividualInvoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Log in' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(dialog).getByLabelText('E-mail address'), 'demo@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Password123!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await within(canvas.getByRole('banner')).findByText('Hello, Alex');
    await toCheckout(canvas);
    await expect(canvas.getByLabelText('First name')).toHaveValue('Alex');
    await userEvent.click(canvas.getByRole('radio', { name: 'Pay by Invoice' }));
    await expect(canvas.queryByTitle('Card number, expiry date and security code')).toBeNull();
    await expect(page(canvas).getByText(/We will send the invoice to demo@example.com/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Confirm booking/ })).toHaveAccessibleName(
      `Confirm booking (${gbp(amountDue(canvas))} invoiced to you)`,
    );
  },
};

/** CITYLOFT pays through its second card provider: no card fields, VAT added on top. */
export const SecondCardProvider: Story = {
  args: { path: roomsAndRates().replace('/SEAVIEW/', '/CITYLOFT/') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCheckout(canvas, /.+/);
    await expect(canvas.queryByTitle('Card number, expiry date and security code')).toBeNull();
    await expect(
      page(canvas).getByText('You will pay securely with our card payment partner after confirming.'),
    ).toBeVisible();
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
    const before = await totalOfStay(canvas);
    // meanwhile the hotel raised its rates by 10%
    await db.ratePlans.updateMany((q) => q.where({ PropertyId: 1 }), {
      data(rate) {
        rate.PriceFactor *= 1.1;
      },
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Story: reload the page' }));
    const basket = await canvas.findByRole('complementary', { name: 'Your booking' });
    const notice = await findLiveRegion(basket, 'status', /^We checked your rooms again\./);
    const change = /Room 1 \(Classic Double, Flexible Rate\) now costs (£[\d,.]+) instead of (£[\d,.]+)/.exec(
      notice.textContent ?? '',
    );
    await expect(change, notice.textContent ?? '').not.toBeNull();
    const [now, was] = [amountIn(change?.[1]), amountIn(change?.[2])];
    // one room, no extras: the room's price was the whole total
    await expect(was).toBe(before);
    await expect(now).toBeGreaterThan(was);
    await expect(within(notice).getByRole('button', { name: 'OK, understood' })).toBeVisible();
    await expect(basket).toHaveTextContent(`Total including taxes${gbp(now)}`);
    await expectAmountDue(canvas, now);
  },
};

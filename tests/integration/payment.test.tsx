/**
 * Paying by card through the real app, its card typed in the payment provider's frame (another
 * origin: typed by the browser, as a guest does), against the mock backend.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commands } from 'vitest/browser';
import { DECLINED_MESSAGE, DEMO } from '@mocks/db/demo';
import {
  bookUntil,
  booked,
  fillCheckout,
  preCheckInPath,
  preCheckInToSummary,
  renderAt,
  roomsAndRates,
} from './support/faultMatrix';
import { NEW_CARD_FRAME, typeCard, typeSecurityCode } from './support/cardFrame';

const confirm = () => screen.getByRole('button', { name: /^Confirm booking/ });

// each test walks a whole booking (or pre check-in) to its payment, as the fault matrix's rows do:
// with two browser pages at work on two cores, more than Vitest's 15 s per test
describe("paying by card in the provider's frame", { timeout: 60_000 }, () => {
  it('a declined card is said once by Confirm; the code is forgotten, the rest kept; a good card books', async () => {
    renderAt(roomsAndRates());
    await bookUntil('checkout');
    await fillCheckout();
    await typeCard(DEMO.cards.declined);
    await userEvent.click(confirm());
    await screen.findByText(DECLINED_MESSAGE);
    expect(screen.getAllByText(DECLINED_MESSAGE)).toHaveLength(1);
    expect(screen.getByLabelText('Name on card')).toHaveValue('A Lovelace');
    // the frame forgot the security code and says so beside it; Confirm waits for it
    await expect
      .poll(() => commands.cardFrameField(NEW_CARD_FRAME, 'Security code (CVV)'))
      .toMatchObject({ value: '', invalid: true });
    expect(await commands.cardFrameField(NEW_CARD_FRAME, 'Card number')).toMatchObject({
      value: DEMO.cards.declined,
    });
    await expect.poll(() => confirm()).toHaveAccessibleDescription(/^To confirm, please complete: card details\./);
    await typeCard(DEMO.cards.approved);
    await expect.poll(() => confirm().getAttribute('aria-disabled')).not.toBe('true');
    await userEvent.click(confirm());
    await booked();
  });

  it('pre check-in with a new card: a declined card is said on the summary, and the card is asked again', async () => {
    renderAt(preCheckInPath);
    await preCheckInToSummary(async () => {
      await userEvent.selectOptions(screen.getByLabelText(/^Saved card/), '');
      await typeCard(DEMO.cards.declined);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Complete check-in' }));
    expect(await screen.findByText(DECLINED_MESSAGE)).toBeVisible();
    expect(screen.getByLabelText(/^Estimated arrival time/)).toHaveValue('15:30');
    // the declined card's token is spent: saving again asks for the card first
    await userEvent.click(screen.getByRole('button', { name: 'Complete check-in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Enter the card details' }));
    await screen.findByRole('heading', { name: 'Card to guarantee your stay' });
    await userEvent.selectOptions(screen.getByLabelText(/^Saved card/), '');
    await typeCard(DEMO.cards.approved);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check and confirm' });
    await userEvent.click(screen.getByRole('button', { name: 'Complete check-in' }));
    expect(await screen.findByRole('heading', { name: 'Your check-in is complete' })).toBeVisible();
  });

  it('a saved card pays with its security code only', async () => {
    renderAt(preCheckInPath);
    await preCheckInToSummary(() => typeSecurityCode('Security code of the saved card'));
    await userEvent.click(screen.getByRole('button', { name: 'Complete check-in' }));
    expect(await screen.findByRole('heading', { name: 'Your check-in is complete' })).toBeVisible();
  });
});

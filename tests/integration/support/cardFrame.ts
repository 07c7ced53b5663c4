/**
 * The payment provider's card frame, as a guest types in it: it is on another origin (the app's
 * loopback twin), so the page's own queries cannot reach it; the browser's can.
 */
import { page } from 'vitest/browser';
import { DEMO } from '@mocks/db/demo';

export const NEW_CARD_FRAME = 'Card number, expiry date and security code';
export const SECURITY_CODE_FRAME = 'Security code of the saved card';

export const cardFrame = (title = NEW_CARD_FRAME) => page.frameLocator(page.getByTitle(title));

/** An expiry date three years ahead, as the frame takes it (MM/YY). */
export const CARD_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** A new card typed in the frame (the demo's approved test card by default). */
export async function typeCard(number: string = DEMO.cards.approved) {
  const frame = cardFrame();
  await frame.getByLabelText('Card number').fill(number);
  await frame.getByLabelText('Expiry date (MM/YY)').fill(CARD_EXPIRY);
  await frame.getByLabelText('Security code (CVV)').fill('123');
}

/** The security code typed again (it is never kept after an attempt). */
export async function typeSecurityCode(title = NEW_CARD_FRAME) {
  await cardFrame(title).getByLabelText('Security code (CVV)').fill('123');
}

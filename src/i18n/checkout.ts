/**
 * The checkout's texts (booking spec 5, 8, 9): the Checkout, Status and Confirmation pages, their
 * machines and the checkout-side steps of the step kit: src/i18n/en-GB/checkout.json.
 */
import messages from './en-GB/checkout.json' with { type: 'json' };
import { catalogue } from './catalogue';

export const checkoutText = catalogue('checkout', messages);

/**
 * The booking flow's texts (spec section 4: rooms and rates, upgrades, guests, extras, the basket)
 * and those of the shared steps manage booking and pre check-in reuse: src/i18n/en-GB/booking.json.
 */
import messages from './en-GB/booking.json' with { type: 'json' };
import { catalogue } from './catalogue';

export const bookingText = catalogue('booking', messages);

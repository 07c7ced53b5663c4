/**
 * The messages of the shared form rules (src/domain/validation.ts, booker.ts, cards.ts, forms.ts),
 * which checkout, manage booking, pre check-in and the account pages use: src/i18n/en-GB/forms.json.
 */
import messages from './en-GB/forms.json' with { type: 'json' };
import { catalogue } from './catalogue';

export const formsText = catalogue('forms', messages);

/** Online pre check-in's texts (manage spec sections 2, 4, 5 and 8): src/i18n/en-GB/precheckin.json. */
import messages from './en-GB/precheckin.json' with { type: 'json' };
import { catalogue } from './catalogue';

export const precheckinText = catalogue('precheckin', messages);

/**
 * The search page's texts and the stay's dates (booking spec sections 4, 5, 8; the dates are
 * shared with manage booking's new dates): src/i18n/en-GB/search.json.
 */
import messages from './en-GB/search.json' with { type: 'json' };
import { catalogue } from './catalogue';

export const searchText = catalogue('search', messages);

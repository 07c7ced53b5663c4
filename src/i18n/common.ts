/**
 * The texts every flow shares (the shell and its pages, the shared UI and the form kit, the API's
 * own failure messages, counts in words): src/i18n/en-GB/common.json.
 */
import messages from './en-GB/common.json' with { type: 'json' };
import { catalogue } from './catalogue';

export const commonText = catalogue('common', messages);

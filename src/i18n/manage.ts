/** Manage booking's texts (manage spec sections 2, 4, 5 and 8): src/i18n/en-GB/manage.json. */
import messages from './en-GB/manage.json' with { type: 'json' };
import { catalogue } from './catalogue';

export const manageText = catalogue('manage', messages);

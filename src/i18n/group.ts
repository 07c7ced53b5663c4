/** The property-group search's texts (manage spec sections 2, 3, 5, 7): src/i18n/en-GB/group.json. */
import messages from './en-GB/group.json' with { type: 'json' };
import { catalogue } from './catalogue';

export const groupText = catalogue('group', messages);

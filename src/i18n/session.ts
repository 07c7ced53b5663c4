/**
 * The session's own texts (booking spec sections 8 and 9: logging out, the greeting): every page
 * runs the session, so its few messages are a catalogue apart from the account flows' texts and
 * the first load carries only these (docs/decisions.md "A session that ended"):
 * src/i18n/en-GB/session.json.
 */
import messages from './en-GB/session.json' with { type: 'json' };
import { catalogue } from './catalogue';

export const sessionText = catalogue('session', messages);

/**
 * The account flows' texts (booking spec sections 4 "Login" and "Register", 8 and 9: log in,
 * register, confirm the e-mail address, forgotten and reset password, manage account):
 * src/i18n/en-GB/account.json. The session's own texts are in session.ts.
 */
import messages from './en-GB/account.json' with { type: 'json' };
import { catalogue } from './catalogue';

export const accountText = catalogue('account', messages);
